import { z } from 'zod';
import { adjustmentSchema } from './adjustments.ts';
import { auditEntrySchema } from './admin.ts';
import { idSchema } from './fields.ts';
import { holdingSchema } from './investments-responses.ts';
import { suitabilitySchema } from './protection.ts';
import { sessionSchema } from './security.ts';
import { userSchema } from './user.ts';
import { walletRequestSchema } from './wallet-responses.ts';

export const CUSTOMER_MSG = {
  fetchFailed: 'Failed to load this customer',
  sessionEnded: 'The session has been ended. That device is signed out.',
  sessionNotFound: 'That session has already ended.',
  auditFetchFailed: 'Failed to load more activity',
  notFoundTitle: 'No such customer',
} as const;

/**
 * The audit entries about a customer that come with their answer and with each further page
 * (GET /auth/admin/users/:userId/audit): a short page keeps the answer fast however long the story.
 */
export const CUSTOMER_AUDIT_PAGE = 25;
/** The identity-check events the answer carries, newest kept. */
export const CUSTOMER_KYC_EVENTS_LIMIT = 100;

/** GET /auth/admin/users/:userId/audit: the entries after `cursor` (an entry's id), newest first. */
export const customerAuditQuerySchema = z.object({ cursor: idSchema.optional() });
export const customerAuditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type CustomerAuditPage = z.infer<typeof customerAuditPageSchema>;

const person = z.object({ _id: z.string(), name: z.string(), email: z.string() });

/** One identity-check event: a submission or a decision, with its reason. */
export const kycEventSchema = z.object({
  action: z.enum(['submitted', 'approved', 'rejected']),
  idCardType: z.string().optional(),
  reason: z.string().optional(),
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export type KycEvent = z.infer<typeof kycEventSchema>;

/**
 * GET /auth/admin/users/:userId: one customer's whole picture for the admin (docs/api.md).
 * The ledger itself is paged by GET /auth/admin/users/:userId/transactions.
 */
export const customerOverviewSchema = z.object({
  user: userSchema,
  plan: userSchema.shape.plan,
  referredBy: person.nullable(),
  /** Both directions: who referred this customer (above) and whom they referred. */
  referrals: z.object({
    code: z.string(),
    joined: z.number(),
    verified: z.number(),
    referred: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        email: z.string(),
        isVerified: z.boolean(),
        createdAt: z.string(),
      }),
    ),
  }),
  holdings: z.object({ count: z.number(), amountInvested: z.number(), data: z.array(holdingSchema) }),
  /** The knowledge test and capacity for loss (investor protection); status "none" before any. */
  suitability: suitabilitySchema,
  requests: z.object({
    pending: z.number(),
    deposits: z.array(walletRequestSchema),
    withdrawals: z.array(walletRequestSchema),
  }),
  sessions: z.array(sessionSchema.omit({ current: true })),
  kycHistory: z.array(kycEventSchema),
  adjustments: z.array(adjustmentSchema),
  /** The newest CUSTOMER_AUDIT_PAGE entries about the customer; older ones page by `auditNextCursor`. */
  audit: z.array(auditEntrySchema),
  auditNextCursor: z.string().nullable(),
});
export type CustomerOverview = z.infer<typeof customerOverviewSchema>;
