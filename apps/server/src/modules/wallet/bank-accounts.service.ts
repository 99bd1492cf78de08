import { ACCOUNT_ACTIONS_PER_WINDOW, MAX_PAYMENT_METHODS, sameHolderName, WALLET_MSG } from '@app/contract';
import { type AddBankFields, addBankChecksumErrors } from '@app/contract/wallet';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { countAccountAction } from '../../shared/account-attempts.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { toBankAccountDto } from '../../shared/user.dto.ts';
import { listBankAccounts, lockCustomer } from '../../shared/users.repository.ts';
import {
  countActiveBankAccounts,
  findActiveDuplicate,
  insertBankAccount,
  softDeleteBankAccount,
} from './bank-accounts.repository.ts';
import { paymentMethodAddedMail } from './wallet.mails.ts';

/**
 * Links a bank or Bitcoin account (its form checked by the contract's addBankSchema, its checksum here)
 * in the customer's own name, held for PAYOUT_ACCOUNT_HOLD_HOURS before it can receive a withdrawal,
 * and mails the customer (ADR 046). The name is the profile's: a verified customer cannot change it,
 * and an unverified one cannot withdraw; the withdrawal compares again, so a later name change
 * cannot turn an account into someone else's.
 */
export async function addBankAccount(deps: Deps, userId: string, input: AddBankFields) {
  const errors = await addBankChecksumErrors(input);
  if (errors) throw badRequest(Object.values(errors)[0]!, errors);
  const banks = await deps.db.transaction(async (tx) => {
    // One add at a time per user, so the count limit and the duplicate check hold under load.
    const customer = await lockCustomer(tx, userId);
    if (!customer) throw notFound();
    if (!sameHolderName(input.accountHolderName, customer.name)) {
      throw fieldError('accountHolderName', WALLET_MSG.holderNotYou);
    }
    if ((await countActiveBankAccounts(tx, userId)) >= MAX_PAYMENT_METHODS) {
      throw badRequest(WALLET_MSG.tooManyAccounts);
    }
    if (await findActiveDuplicate(tx, { userId, ...input })) throw conflict(WALLET_MSG.duplicateAccount);
    // Each add mails the customer: a per-account limit keeps one account from flooding the outbox.
    // Counted once the add is allowed, so an eleventh method meets the clearer cap message above.
    await countAccountAction(deps, 'add-bank', userId, ACCOUNT_ACTIONS_PER_WINDOW);
    const row = await insertBankAccount(tx, {
      userId,
      ...input,
      holdHours: deps.config.payoutAccountHoldHours,
    });
    await recordAudit(tx, {
      actorId: userId,
      action: 'bank_account.added',
      targetType: 'bank_account',
      targetId: row.id,
      details: { bankName: row.bankName, country: row.country, last4: row.accountNumber.slice(-4) },
    });
    const last4 = input.accountNumber.slice(-4);
    await deps.mailer.send(
      paymentMethodAddedMail(customer.email, customer.name, {
        bankName: input.bankName,
        last4,
        availableAt: deps.config.payoutAccountHoldHours > 0 ? row.payoutAvailableAt : null,
      }),
      tx,
      {
        userId,
        kind: 'security',
        text: `A bank account at ${input.bankName} ending ${last4} was added to your account.`,
        link: '/settings',
      },
    );
    return listBankAccounts(tx, userId);
  });
  return { message: WALLET_MSG.bankAdded, bankAccounts: banks.map(toBankAccountDto) };
}

export async function removeBankAccount(deps: Deps, userId: string, id: string) {
  const banks = await deps.db.transaction(async (tx) => {
    if (!(await softDeleteBankAccount(tx, { userId, id }))) throw notFound();
    await recordAudit(tx, {
      actorId: userId,
      action: 'bank_account.removed',
      targetType: 'bank_account',
      targetId: id,
    });
    return listBankAccounts(tx, userId);
  });
  return { message: WALLET_MSG.bankRemoved, bankAccounts: banks.map(toBankAccountDto) };
}
