import { z } from 'zod';
import { HIDDEN_CHARACTERS_MSG, noHiddenCharacters, REASON_MAX, reasonText } from './fields.ts';
import { dollarsToCents, MAX_CENTS } from './money.ts';
import { userSchema } from './user.ts';

/** The admin console's own calls (docs/api.md): users, balance edits, stats, audit trail. */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const AUDIT_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX = 100;
export const BALANCE_REASON_MAX = REASON_MAX;

export const ADMIN_MSG = {
  notAllowedTitle: 'You are not allowed to view this page',
  notAllowed:
    'The admin console is only for administrators. If you think you should have access, ask an administrator.',
  usersFetchFailed: 'Failed to fetch users',
  userNotFound: 'This user was not found.',
  balanceRequired: 'Enter the new balance in dollars.',
  balanceDecimals: 'Enter the balance in dollars with at most 2 decimals.',
  balanceNegative: 'The new balance cannot be negative.',
  balanceTooLarge: 'The new balance is too large.',
  reasonRequired: 'Give the reason for the change.',
  reasonTooLong: `Keep the reason under ${BALANCE_REASON_MAX} characters.`,
  customerMessageTooLong: `Keep the message to the customer under ${BALANCE_REASON_MAX} characters.`,
  balanceUpdated: 'Balance updated.',
  balanceUnchanged: 'The balance is already at that amount: nothing was booked.',
  resetLinkSent: 'A password reset link has been sent to the customer.',
  resetLinkLimited: 'Too many emails were sent to this address recently. Please try again later.',
  alreadyDecided: 'This request has already been decided. The list has been refreshed.',
  auditFetchFailed: 'Failed to fetch the activity log',
} as const;

const pageField = z.coerce.number().int().min(1).max(1_000_000).default(1);

/** GET /auth/admin/users */
export const adminUsersQuerySchema = z.object({
  page: pageField,
  pageSize: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  q: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX, `Keep the search under ${ADMIN_SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  /** `closed`: only accounts their owners closed. */
  status: z.enum(['all', 'closed'], { error: 'Choose all or closed' }).default('all'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** A row of the admin's user list: the User and who referred them (null when nobody did). */
export const adminUserRowSchema = userSchema.extend({
  referredBy: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** When the customer closed the account; null while it is open. */
  closedAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const pagedUsersSchema = z.object({
  data: z.array(adminUserRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PagedUsers = z.infer<typeof pagedUsersSchema>;

/** GET /auth/admin/stats: counts and the sum of all balances (dollars). */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  pendingDeposits: z.number(),
  pendingWithdrawals: z.number(),
  totalBalance: z.number(),
  pendingKyc: z.number(),
  /** Balance edits above the approval limit waiting for a second admin. */
  pendingAdjustments: z.number(),
  /** The platform's fee revenue, all time (dollars): purchase fees and management charges taken. */
  feeRevenue: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

const reasonField = reasonText(ADMIN_MSG.reasonRequired, ADMIN_MSG.reasonTooLong);

const customerMessageField = z
  .string()
  .trim()
  .max(BALANCE_REASON_MAX, ADMIN_MSG.customerMessageTooLong)
  .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG)
  .transform((v) => (v === '' ? undefined : v));

/** PUT /auth/admin/edit-task/:userId: dollars in (≥ 0, ≤ 2 decimals), integer cents out. */
export const editBalanceSchema = z.object({
  newBalanceValue: z
    .number({ error: ADMIN_MSG.balanceRequired })
    .refine((n) => n >= 0, { message: ADMIN_MSG.balanceNegative, abort: true })
    .refine((n) => n * 100 <= MAX_CENTS, { message: ADMIN_MSG.balanceTooLarge, abort: true })
    .refine((n) => dollarsToCents(n) !== null, { message: ADMIN_MSG.balanceDecimals })
    .transform((n) => dollarsToCents(n) as number),
  reason: reasonField,
  /** What the customer's mail says (ADR 027); `reason` stays internal. */
  customerMessage: customerMessageField.optional(),
});
export type EditBalanceInput = z.input<typeof editBalanceSchema>;
export const editBalanceResponseSchema = z.object({ message: z.string(), user: userSchema });

/** The inline balance editor as typed (text), checked by the same rules before it is sent. */
export const editBalanceFormSchema = z.object({
  newBalance: z
    .string()
    .trim()
    .min(1, { message: ADMIN_MSG.balanceRequired, abort: true })
    .refine((v) => !v.startsWith('-'), { message: ADMIN_MSG.balanceNegative, abort: true })
    .regex(/^\d+(\.\d{1,2})?$/, ADMIN_MSG.balanceDecimals),
  reason: reasonField,
  customerMessage: z.string().trim().max(BALANCE_REASON_MAX, ADMIN_MSG.customerMessageTooLong),
});
export type EditBalanceFormValues = z.infer<typeof editBalanceFormSchema>;

/** GET /auth/admin/audit */
export const auditQuerySchema = z.object({
  page: pageField,
  pageSize: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});

/** One recorded action: who (actor, null for the system), what, on whom, when, and its details. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  target: z.object({ type: z.string(), _id: z.string().nullable(), name: z.string().nullable() }),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  data: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditList = z.infer<typeof auditListSchema>;
