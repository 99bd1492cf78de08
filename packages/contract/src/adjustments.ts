import { z } from 'zod';
import { editBalanceResponseSchema } from './admin.ts';

/**
 * Four eyes on large balance edits (DESIGN.md §8, ADR 025): an edit whose change is larger than
 * `ADMIN_APPROVAL_THRESHOLD` waits as a pending adjustment until another admin decides it.
 */
export const ADMIN_APPROVAL_THRESHOLD_DEFAULT_DOLLARS = 10_000;
export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const ADJUSTMENT_MSG = {
  waiting: 'The change is above the approval limit: it waits for a second admin to approve it.',
  approved: 'Adjustment approved and booked.',
  rejected: 'Adjustment rejected: nothing was booked.',
  notFound: 'This adjustment was not found.',
  alreadyDecided: 'This adjustment has already been decided. The list has been refreshed.',
  ownRequest: 'The admin who asked for an adjustment cannot decide it: another admin must.',
  ownBalance: 'An admin cannot decide an adjustment of their own balance.',
  balanceTooLow: 'The balance is now too low for this change: reject it and ask again.',
  decisionRequired: 'Choose approved or rejected.',
  fetchFailed: 'Failed to fetch the adjustments',
} as const;

const person = z.object({ _id: z.string(), name: z.string() });

/** API.md "Shapes": `Adjustment`. `from` and `to` are the balances (dollars) the admin saw and asked for. */
export const adjustmentSchema = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  from: z.number(),
  to: z.number(),
  reason: z.string(),
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
