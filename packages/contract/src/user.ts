import { z } from 'zod';
import { USER_ROLES } from './auth-rules.ts';
import { PLANS } from './fees.ts';

export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;

export const bankAccountSchema = z.object({
  _id: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolderName: z.string(),
  country: z.string(),
  /** UK accounts: the sort code's 6 digits. */
  sortCode: z.string().optional(),
  /** US accounts: the 9-digit ABA routing number. */
  routingNumber: z.string().optional(),
  /** When the account can first receive a withdrawal (ISO 8601): PAYOUT_ACCOUNT_HOLD_HOURS after it was added. */
  availableAt: z.string().optional(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The User of every answer. Declared field by field so nothing else (a hash, a token) can leak. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  dob: z.string().nullable(),
  address: z.string(),
  balance: z.number(),
  isVerified: z.boolean(),
  emailVerified: z.boolean(),
  userRole: z.enum(USER_ROLES),
  bankAccounts: z.array(bankAccountSchema),
  idCardType: z.string(),
  idCardNumber: z.string(),
  idCardFile: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  kycReason: z.string().optional(),
  twoFactorEnabled: z.boolean(),
  /** free pays the platform fee on each purchase; member pays none. */
  plan: z.enum(PLANS),
  /** The customer's own referral code (their share link is /signup?ref=CODE). */
  referralCode: z.string(),
  passwordChangedAt: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
