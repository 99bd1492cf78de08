/**
 * The one HTTP client of the web app (fetch, no axios). Base URL from `VITE_API_URL` (default `/api`),
 * 100 000 ms timeout, bearer token from localStorage `authToken`, JSON and multipart bodies. Every
 * failure is an `ApiError` with the contract's error shape. Any 401 ends the local session and sends
 * the browser to /login (with the 'session expired' note when a token had been sent).
 */
import { ERROR_CODES, MSG } from '@app/contract/messages';
import { paths, safeNextPath } from '../config/paths';
import { API_BASE_URL } from './api-base';
import { clearSession, getToken } from './auth-storage';
import { dropPrefetched, takePrefetched } from './prefetch';
import { askForStepUp } from './step-up';

/** The contract's code of a 403 that a step-up (ADR 028) can lift. */
export const STEP_UP_REQUIRED = ERROR_CODES.STEP_UP_REQUIRED;

export const API_TIMEOUT_MS = 100_000;

export { API_BASE_URL };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string> | undefined;
  /** PAYOUT_ACCOUNT_ON_HOLD: when the account can receive a withdrawal. */
  readonly availableAt: string | undefined;

  constructor(
    status: number,
    message: string,
    code?: string,
    errors?: Record<string, string>,
    availableAt?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.availableAt = availableAt;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The text to show for a failed call: the server's message, else the screen's fallback. */
export function errorMessage(e: unknown, fallback: string = MSG.genericError): string {
  if (isApiError(e) && e.message) return e.message;
  return fallback;
}

/**
 * What the client needs of a zod schema. Structural so that this module, loaded by every page, does not
 * pull zod into the first bundle: the forms and queries that parse answers bring their schemas, and the
 * sign-in pages load theirs lazily.
 */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (file uploads). */
  formData?: FormData;
  /**
   * Parses the 2xx body (a contract zod schema, or a function loading one: the sign-in pages load
   * zod only when an answer arrives); without it the body is returned as-is.
   */
  schema?: ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);
  /** A public call (sign-in, sign-up…): no bearer token is sent, even if a stale one is stored. */
  anonymous?: boolean;
  /** On 401 still forget the session, but let the caller navigate (sign-out goes to /login anyway). */
  skipLoginRedirect?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Do not ask for a step-up on STEP_UP_REQUIRED (the retry itself, and the step-up call). */
  noStepUp?: boolean;
}

let redirectingToLogin = false;

/** Any 401: forget the session and go to /login, remembering the page they were on. */
function handleUnauthorized(hadToken: boolean, redirect: boolean): void {
  clearSession();
  if (!redirect || typeof window === 'undefined' || redirectingToLogin) return;
  const here = window.location.pathname + window.location.search;
  // A failed sign-in on the login page itself is a normal 401: stay and show the message.
  if (window.location.pathname === paths.login && !hadToken) return;
  redirectingToLogin = true;
  const next = safeNextPath(here, '') || undefined;
  // A full page load also drops every cached answer of the previous session.
  window.location.assign(paths.loginWith({ next, expired: hadToken }));
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The error body as the contract defines it. Loaded with the first error, not with every page: the
 * sign-in pages otherwise load no zod before someone submits. If even that fails (offline), the
 * caller shows the generic message for the status.
 */
async function errorBodyOf(body: unknown) {
  try {
    const { apiErrorSchema } = await import('@app/contract/errors');
    return apiErrorSchema.safeParse(body);
  } catch {
    return { success: false as const };
  }
}

/**
 * One API call. A 403 STEP_UP_REQUIRED asks the admin for the password (lib/step-up.ts) and, once it
 * is accepted, sends the same call once more.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  try {
    return await sendRequest(path, options);
  } catch (e) {
    if (options.noStepUp || !isApiError(e) || e.code !== STEP_UP_REQUIRED) throw e;
    if (!(await askForStepUp())) throw e;
    return sendRequest(path, { ...options, noStepUp: true });
  }
}

async function sendRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', json, formData, schema, signal, headers = {}, anonymous = false } = options;
  const { skipLoginRedirect = false } = options;
  const token = anonymous ? null : getToken();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onOuterAbort, { once: true });

  const init: RequestInit = {
    method,
    signal: controller.signal,
    headers: {
      Accept: 'application/json',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: formData ?? (json !== undefined ? JSON.stringify(json) : undefined),
  };

  const url = `${API_BASE_URL}${path}`;
  if (method !== 'GET') dropPrefetched();
  const prefetched = method === 'GET' && !anonymous ? takePrefetched(url, token) : undefined;
  let res: Response;
  try {
    res = await (prefetched ?? fetch(url, init));
  } catch (e) {
    if (timedOut) throw new ApiError(0, MSG.requestTimeout, 'TIMEOUT');
    if (signal?.aborted) throw e; // the caller cancelled (e.g. React Query): not an error to show
    throw new ApiError(0, MSG.networkError, 'NETWORK');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }

  const body = await readBody(res).catch(() => undefined);
  if (!res.ok) {
    if (res.status === 401) handleUnauthorized(Boolean(token), !skipLoginRedirect);
    const parsed = await errorBodyOf(body);
    if (parsed.success) {
      throw new ApiError(
        res.status,
        parsed.data.message,
        parsed.data.code,
        parsed.data.errors,
        parsed.data.availableAt,
      );
    }
    const fallback = res.status === 429 ? MSG.tooManyRequests : MSG.genericError;
    throw new ApiError(res.status, fallback);
  }
  if (!schema) return body as T;
  const parsed = (typeof schema === 'function' ? await schema() : schema).safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
    throw new ApiError(res.status, MSG.genericError, 'BAD_RESPONSE');
  }
  return parsed.data;
}

type Opts<T> = Omit<RequestOptions<T>, 'method' | 'json' | 'formData'>;

export const api = {
  get: <T = unknown>(path: string, opts?: Opts<T>) => apiRequest<T>(path, { ...opts, method: 'GET' }),
  delete: <T = unknown>(path: string, opts?: Opts<T>) => apiRequest<T>(path, { ...opts, method: 'DELETE' }),
  post: <T = unknown>(path: string, json?: unknown, opts?: Opts<T>) =>
    apiRequest<T>(path, { ...opts, method: 'POST', json: json ?? {} }),
  put: <T = unknown>(path: string, json?: unknown, opts?: Opts<T>) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', json: json ?? {} }),
  patch: <T = unknown>(path: string, json?: unknown, opts?: Opts<T>) =>
    apiRequest<T>(path, { ...opts, method: 'PATCH', json: json ?? {} }),
  /** Multipart upload: the browser sets the boundary, so no Content-Type header here. */
  upload: <T = unknown>(path: string, formData: FormData, opts?: Opts<T> & { method?: 'POST' | 'PUT' }) =>
    apiRequest<T>(path, { ...opts, method: opts?.method ?? 'POST', formData }),
};
