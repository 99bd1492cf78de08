import type { WalletRequest } from '@app/contract/wallet-responses';
import { DEFAULT_PAYMENT_METHOD } from '@app/contract/wallet-rules';

/**
 * The customer's history as CSV (RFC 4180: every field quoted, quotes doubled, CRLF lines). A text
 * field starting with = + - @ tab or CR gets a leading apostrophe, so a spreadsheet never runs it as
 * a formula (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const CSV_HEADER = [
  'Type',
  'Reference',
  'Status',
  'Method',
  'Amount (USD)',
  'Account',
  'Created',
  'Decided',
];

function row(type: string, r: WalletRequest): string[] {
  return [
    csvCell(type),
    csvCell(r.reference),
    csvCell(r.status),
    csvCell(r.method || DEFAULT_PAYMENT_METHOD),
    csvCell(r.amount.toFixed(2)),
    csvCell(r.bankAccount ? `${r.bankAccount.bankName} ${r.bankAccount.accountNumber}` : ''),
    csvCell(r.createdAt),
    csvCell(r.decidedAt ?? ''),
  ];
}

/** Deposits then withdrawals, newest first within each, as one CSV text. */
export function transactionsCsv(deposits: WalletRequest[], withdrawals: WalletRequest[]): string {
  const lines = [
    CSV_HEADER.map(csvCell),
    ...deposits.map((r) => row('Deposit', r)),
    ...withdrawals.map((r) => row('Withdrawal', r)),
  ];
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link (no server round trip, nothing left behind). */
export function downloadCsv(filename: string, csv: string): void {
  // The BOM makes spreadsheet apps read UTF-8 (names with accents) correctly.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
