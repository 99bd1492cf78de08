import { maskedAccountNumber } from '@app/contract/banks';
import type { BankAccount } from '@app/contract/user';

/** 'JPMorgan Chase •••• 6789', or a shortened Bitcoin address: enough to recognise, not the whole number. */
export function bankAccountLabel(b: Pick<BankAccount, 'bankName' | 'accountNumber'>): string {
  return `${b.bankName} ${maskedNumber(b)}`;
}

/** '•••• 6789', or 'bc1qw5…f3t4' for a Bitcoin address (the contract's one rule). */
export const maskedNumber = (b: Pick<BankAccount, 'bankName' | 'accountNumber'>): string =>
  maskedAccountNumber(b);

/** The bank code in words, 'Sort code ••-••-00' or 'Routing •••• 0021'; in full when `full`. */
export function bankCodeLabel(
  b: Pick<BankAccount, 'sortCode' | 'routingNumber'>,
  full = false,
): string | null {
  if (b.sortCode) {
    const shown = full ? b.sortCode : `••••${b.sortCode.slice(-2)}`;
    return `Sort code ${shown.replace(/^(.{2})(.{2})(.{2})$/, '$1-$2-$3')}`;
  }
  if (b.routingNumber) return `Routing ${full ? b.routingNumber : `•••• ${b.routingNumber.slice(-4)}`}`;
  return null;
}
