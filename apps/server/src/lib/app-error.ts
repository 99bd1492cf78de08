import { type ApiErrorBody, ERROR_CODES, type ErrorCode, MSG } from '@app/contract';

/**
 * A failure with an HTTP meaning. Services throw these; the error handler turns them into the one
 * error shape of docs/api.md. The code is typed as the contract's, so a new code starts in `ERROR_CODES`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors?: Record<string, string>,
    /** Fields of the error shape beyond message, code and errors (docs/api.md), e.g. `availableAt`. */
    readonly extra?: Omit<ApiErrorBody, 'message' | 'code' | 'errors'>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, ERROR_CODES.VALIDATION, errors);
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });
export const unauthorized = (
  message: string = MSG.unauthorized,
  code: ErrorCode = ERROR_CODES.UNAUTHORIZED,
) => new AppError(401, message, code);
export const forbidden = (message: string = MSG.forbidden, code: ErrorCode = ERROR_CODES.FORBIDDEN) =>
  new AppError(403, message, code);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message, ERROR_CODES.NOT_FOUND);
export const conflict = (message: string, code: ErrorCode = ERROR_CODES.CONFLICT) =>
  new AppError(409, message, code);
/** The one refusal of every money path when the balance does not cover it, naming the field when there is one. */
export const insufficientBalance = (field?: string) =>
  new AppError(
    400,
    MSG.insufficientBalance,
    ERROR_CODES.INSUFFICIENT_BALANCE,
    field ? { [field]: MSG.insufficientBalance } : undefined,
  );
export const tooManyRequests = (message: string = MSG.tooManyRequests) =>
  new AppError(429, message, ERROR_CODES.RATE_LIMITED);
