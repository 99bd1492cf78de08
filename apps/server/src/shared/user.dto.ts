import type { BankAccount, User } from '@app/contract';
import { centsToDollars } from '@app/contract';
import type { bankAccounts, DbUser } from '../db/schema.ts';

/**
 * The columns of a bank account the API shows (a JSON aggregate leaves the empty codes out, and gives
 * the hold's end as text).
 */
export type BankAccountFields = Pick<
  typeof bankAccounts.$inferSelect,
  'id' | 'bankName' | 'accountNumber' | 'accountHolderName' | 'country'
> &
  Partial<Pick<typeof bankAccounts.$inferSelect, 'sortCode' | 'routingNumber'>> & {
    payoutAvailableAt?: Date | string;
  };

export function toBankAccountDto(row: BankAccountFields): BankAccount {
  return {
    _id: row.id,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountHolderName: row.accountHolderName,
    country: row.country,
    ...(row.sortCode ? { sortCode: row.sortCode } : {}),
    ...(row.routingNumber ? { routingNumber: row.routingNumber } : {}),
    ...(row.payoutAvailableAt ? { availableAt: new Date(row.payoutAvailableAt).toISOString() } : {}),
  };
}

/** The one mapping from a users row to the API's User: no hash, secret or storage key leaves. */
export function toUserDto(row: DbUser, banks: BankAccountFields[] = []): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phonenumber: row.phonenumber,
    dob: row.dob,
    address: row.address,
    balance: centsToDollars(row.balanceCents),
    isVerified: row.kycStatus === 'approved',
    emailVerified: row.emailVerifiedAt !== null,
    userRole: row.role,
    bankAccounts: banks.map(toBankAccountDto),
    idCardType: row.idCardType,
    idCardNumber: row.idCardNumber,
    idCardFile: row.idCardKey ? `/api/auth/documents/${row.id}` : '',
    kycStatus: row.kycStatus,
    ...(row.kycReason ? { kycReason: row.kycReason } : {}),
    twoFactorEnabled: row.totpEnabledAt !== null,
    plan: row.plan,
    referralCode: row.referralCode,
    passwordChangedAt: row.passwordChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
