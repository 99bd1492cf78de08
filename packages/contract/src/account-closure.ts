import { z } from 'zod';
import { reasonText } from './fields.ts';
import { currentPasswordSchema } from './security.ts';

/**
 * A customer's data on request and the closing of an account: what the API takes and answers, the
 * limits and every message (docs/decisions/053-data-export-and-account-closure.md).
 */

/** An archive is served this many days after it is built, then its bytes are deleted. */
export const DATA_EXPORT_KEEP_DAYS = 7;
/** One archive may be asked for per this many hours. */
export const DATA_EXPORT_EVERY_HOURS = 24;

export const DATA_EXPORT_STATUSES = ['none', 'building', 'ready'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** POST /auth/data-export: the password again, so a session left open cannot take the data away. */
export const dataExportRequestSchema = z.object({ password: currentPasswordSchema });
export type DataExportRequest = z.input<typeof dataExportRequestSchema>;

export const dataExportStateSchema = z.object({
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string().optional(),
  readyAt: z.string().optional(),
  expiresAt: z.string().optional(),
  /** Downloads the zip; answers only its owner's session. */
  url: z.string().optional(),
});
export type DataExportState = z.infer<typeof dataExportStateSchema>;
export const dataExportAnswerSchema = z.object({ data: dataExportStateSchema });

export const dataExportParamsSchema = z.object({ exportId: z.string().uuid({ error: 'Not a valid id' }) });

/** POST /auth/close-account: the password, and the code when two-factor sign-in is on. */
export const closeAccountSchema = z.object({
  password: currentPasswordSchema,
  code: z.string().trim().max(64, 'Enter the 6-digit code or a recovery code').optional(),
});
export type CloseAccountInput = z.input<typeof closeAccountSchema>;

/** What keeps an account open: each names what the customer does first. */
export const CLOSURE_BLOCKERS = ['cash', 'holdings', 'pending'] as const;
export type ClosureBlocker = (typeof CLOSURE_BLOCKERS)[number];

export const ADMIN_REOPEN_REASON_REQUIRED = 'Give the reason for reopening the account.';
/** POST /auth/admin/users/:userId/reopen. */
export const reopenAccountSchema = z.object({ reason: reasonText(ADMIN_REOPEN_REASON_REQUIRED) });
export type ReopenAccountInput = z.input<typeof reopenAccountSchema>;

export const CLOSURE_MSG = {
  exportRequested: `Your archive is being prepared. We will email you when it is ready; it can then be downloaded for ${DATA_EXPORT_KEEP_DAYS} days.`,
  exportTooSoon: 'You can ask for one archive a day. Please try again tomorrow.',
  exportNotFound: 'This archive does not exist or has expired.',
  closed: 'Your account is closed and every session has been signed out. We have emailed you a confirmation.',
  notEmpty: 'Your account cannot be closed yet.',
  cashLeft: (dollars: string) => `Withdraw your cash balance of ${dollars} first.`,
  holdingsLeft: (n: number) =>
    `You have ${n} open holding${n === 1 ? '' : 's'}: wait for ${n === 1 ? 'it' : 'them'} to mature (or cancel within the reflection period).`,
  pendingLeft: (n: number) =>
    `You have ${n} pending request${n === 1 ? '' : 's'} or payment${n === 1 ? '' : 's'}: wait until ${n === 1 ? 'it is' : 'they are'} decided or paid.`,
  signInClosed: 'This account is closed. To open it again, write to support from the address it used.',
  alreadyClosed: 'This account is already closed.',
  notClosed: 'This account is not closed.',
  reopened: 'The account is open again. The customer has been emailed a link to set a new password.',
} as const;
