import { z } from 'zod';
import { reasonText } from './fields.ts';

/**
 * One approval gate (ADR 043): every admin action that creates, moves or releases money is weighed
 * by one policy. It waits for a second admin when it would carry the acting admin's own total of
 * such actions over the last 24 hours (every kind, every customer and offering, by absolute value,
 * booked or waiting) past `ADMIN_DAILY_LIMIT`, or the customer's (or offering's) total past
 * `ADMIN_APPROVAL_THRESHOLD`. The admin who asked never decides it.
 */
export const ADMIN_DAILY_LIMIT_DEFAULT_DOLLARS = 25_000;
/** A waiting action no one decided within this long expires: it books nothing and can be asked again. */
export const APPROVAL_EXPIRY_HOURS = 72;

export const APPROVAL_KINDS = [
  'adjustment',
  'deposit',
  'withdrawal',
  'funding',
  'recovery',
  'write_off',
  'offering_terms',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_MSG = {
  fetchFailed: 'Failed to fetch what waits for approval',
  notFound: 'Nothing waiting for approval has this id.',
  ownRequest: 'You asked for this: another admin must decide it.',
  alreadyDecided: 'This has already been decided. The list has been refreshed.',
  expired: 'This waited too long and has expired: nothing was booked. Ask again if it is still needed.',
  decisionRequired: 'Choose approved or rejected.',
  rejectionReasonRequired: 'Give the reason for the rejection: the admin who asked reads it.',
  statusInvalid: 'Status must be pending, approved, rejected or expired.',
  adminLimitWaiting:
    'This takes your own money actions of the last 24 hours past your daily limit: it waits for a second admin to approve it.',
  termsWaiting:
    'This offering has holders: the change of its return or term waits for a second admin to approve it. Nothing has changed yet; holdings keep the terms they were bought at.',
  termsApproved:
    "The offering's new terms apply to new purchases; holdings keep the terms they were bought at.",
  termsRejected: 'The change of terms was rejected: the offering stays as it was.',
  withdrawalFirstApproval:
    'Approved once. This withdrawal takes your money actions of the last 24 hours past your daily limit: a second admin must approve it before it is paid.',
} as const;

const person = z.object({ _id: z.string(), name: z.string() });

/** GET /auth/admin/approvals: one list for every kind, oldest first. */
export const approvalSchema = z.object({
  _id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  /** The short reference (VI-7KD3QX) the customer's mail and history show for it. */
  reference: z.string().optional(),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }).optional(),
  offeringId: person.optional(),
  /** The offering's name of a funding, a recovery or a write-off (as `offeringId.name`). */
  investmentName: z.string().optional(),
  /** Dollars, signed for adjustments (a debit is negative). */
  amount: z.number(),
  reason: z.string().optional(),
  askedBy: person,
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedBy: person.optional(),
  decidedAt: z.string().optional(),
  decisionReason: z.string().optional(),
  /** The customer's balance now (dollars) and after an approval: the change as it would book. */
  balanceNow: z.number().optional(),
  balanceAfter: z.number().optional(),
  /** The balance the asking admin saw, when it differs from the balance now. */
  balanceThen: z.number().optional(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalListSchema = z.object({ data: z.array(approvalSchema) });
export type ApprovalList = z.infer<typeof approvalListSchema>;

export const approvalsQuerySchema = z.object({
  status: z.enum(APPROVAL_STATUSES, { error: APPROVAL_MSG.statusInvalid }).default('pending'),
});

/** PATCH /auth/admin/approvals/:id: a rejection says why (the asker reads it). */
export const approvalDecisionSchema = z
  .object({
    decision: z.enum(['approved', 'rejected'], { error: APPROVAL_MSG.decisionRequired }),
    reason: reasonText(APPROVAL_MSG.rejectionReasonRequired).optional(),
  })
  .refine((d) => d.decision === 'approved' || (d.reason ?? '').length > 0, {
    path: ['reason'],
    message: APPROVAL_MSG.rejectionReasonRequired,
  });
export type ApprovalDecisionInput = z.infer<typeof approvalDecisionSchema>;
export const approvalDecidedSchema = z.object({ message: z.string(), data: approvalSchema });

/** 202 of an offering edit that changes a held offering's return or term: it waits (ADR 043). */
export const offeringTermsWaitingSchema = z.object({
  message: z.string(),
  data: approvalSchema.pick({
    _id: true,
    kind: true,
    status: true,
    offeringId: true,
    investmentName: true,
    amount: true,
    reason: true,
    createdAt: true,
    expiresAt: true,
  }),
});
export type OfferingTermsWaiting = z.infer<typeof offeringTermsWaitingSchema>;
