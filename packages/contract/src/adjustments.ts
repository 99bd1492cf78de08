import { z } from 'zod';
import { editBalanceResponseSchema } from './admin.ts';

/**
 * Four eyes (ADR 027): a balance edit that would carry the customer's adjustments of the last 24
 * hours (both directions, by absolute value) past `ADMIN_APPROVAL_THRESHOLD` waits as a pending
 * adjustment until another admin decides it; so does a deposit approval past the same limit.
 */
export const ADMIN_APPROVAL_THRESHOLD_DEFAULT_DOLLARS = 10_000;
/** The window the approval limit is taken over: the last 24 hours. */
export const APPROVAL_WINDOW_HOURS = 24;
export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const ADJUSTMENT_MSG = {
  waiting:
    "The change would take this customer's adjustments of the last 24 hours past the approval limit: it waits for a second admin to approve it.",
  approved: 'Adjustment approved and booked.',
  rejected: 'Adjustment rejected: nothing was booked.',
  notFound: 'This adjustment was not found.',
  alreadyDecided: 'This adjustment has already been decided. The list has been refreshed.',
  ownRequest: 'The admin who asked for an adjustment cannot decide it: another admin must.',
  decisionRequired: 'Choose approved or rejected.',
  fetchFailed: 'Failed to fetch the adjustments',
} as const;

const person = z.object({ _id: z.string(), name: z.string() });

/** docs/api.md: `Adjustment`. `from` and `to` are the balances (dollars) the admin saw and asked for. */
export const adjustmentSchema = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  from: z.number(),
  to: z.number(),
  reason: z.string(),
  customerMessage: z.string().optional(),
  requestedBy: person,
  status: z.enum(ADJUSTMENT_STATUSES),
  decidedBy: person.optional(),
  createdAt: z.string(),
  decidedAt: z.string().optional(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** GET /auth/admin/adjustments */
export const adjustmentsQuerySchema = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
});
export const adjustmentListSchema = z.object({ data: z.array(adjustmentSchema) });
export type AdjustmentList = z.infer<typeof adjustmentListSchema>;

/** PATCH /auth/admin/adjustments/:id */
export const adjustmentDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected'], { error: ADJUSTMENT_MSG.decisionRequired }),
});
export type AdjustmentDecision = z.infer<typeof adjustmentDecisionSchema>['decision'];

/** 200 of the decision, and the 202 of PUT /auth/admin/edit-task/:userId above the threshold. */
export const adjustmentResponseSchema = z.object({ message: z.string(), data: adjustmentSchema });
export type AdjustmentResponse = z.infer<typeof adjustmentResponseSchema>;

/** PUT /auth/admin/edit-task/:userId answers either way: booked (200, the user) or waiting (202). */
export const editBalanceAnswerSchema = z.union([editBalanceResponseSchema, adjustmentResponseSchema]);
