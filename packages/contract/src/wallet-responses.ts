import { z } from 'zod';
import { bankAccountSchema } from './user.ts';

// What the wallet endpoints answer (docs/api.md): shapes only, apart from the request rules in wallet.ts,
// so a screen that shows requests builds these few schemas and not the forms'.

/** Where a deposit's money goes: the platform's bank (PLATFORM_BANK_*) and the request's reference. */
export const payToSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string().optional(),
  iban: z.string().optional(),
  sortCode: z.string().optional(),
  routingNumber: z.string().optional(),
  reference: z.string(),
});
export type PayTo = z.infer<typeof payToSchema>;

/** Deposit and withdrawal requests share one shape (docs/api.md). */
export const walletRequestSchema = z.object({
  _id: z.string(),
  /** The short reference (VI-7KD3QX) every screen and mail shows; `_id` stays for the API. */
  reference: z.string(),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  amount: z.number(),
  status: z.string(),
  method: z.string(),
  bankAccount: bankAccountSchema.optional(),
  createdAt: z.string(),
  decidedAt: z.string().optional(),
  /** Why it was rejected, when the admin said. */
  reason: z.string().optional(),
  /** A pending deposit: how to send the money. */
  payTo: payToSchema.optional(),
  /** A deposit whose approval needs a second admin (ADR 027): the first approval, while it waits. */
  approvals: z
    .array(z.object({ by: z.object({ _id: z.string(), name: z.string() }), at: z.string() }))
    .optional(),
});
export type WalletRequest = z.infer<typeof walletRequestSchema>;

export const walletRequestListSchema = z.object({
  data: z.array(walletRequestSchema),
  message: z.string().optional(),
});
export const pagedWalletRequestListSchema = walletRequestListSchema.extend({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const walletRequestResponseSchema = z.object({ message: z.string(), data: walletRequestSchema });
export const withdrawResponseSchema = walletRequestResponseSchema.extend({ balance: z.number() });

export const bankAccountsResponseSchema = z.object({
  message: z.string(),
  bankAccounts: z.array(bankAccountSchema),
});
