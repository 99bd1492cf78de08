import { z } from 'zod';

/** The one error shape of every failed API call (docs/api.md). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** PAYOUT_ACCOUNT_ON_HOLD: when the payout account can receive a withdrawal (ISO 8601). */
  availableAt: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
