import { EXPORT_FILE_NAMES } from '@app/contract/history-rules';
import type { WalletRequest } from '@app/contract/wallet';
import { describe, expect, it } from 'vitest';
import { csvCell, transactionsCsv } from './transactions-csv';

const request = (over: Partial<WalletRequest> = {}): WalletRequest => ({
  _id: 'a1',
  reference: 'VI-7KD3QX',
  userId: { _id: 'u1', name: 'Grace', email: 'g@example.com' },
  amount: 250.5,
  status: 'pending',
  method: 'Bank Transfer',
  createdAt: '2026-03-05T14:07:00.000Z',
  ...over,
});

describe('transactions CSV', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(undefined)).toBe('""');
  });

  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises a formula: %s',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it('writes a header, deposits then withdrawals, amounts with 2 decimals, CRLF lines', () => {
    const csv = transactionsCsv(
      [request()],
      [
        request({
          _id: 'w1',
          reference: 'VI-W2THDR',
          amount: 100,
          status: 'approved',
          bankAccount: {
            _id: 'b',
            bankName: '=cmd',
            accountNumber: '123',
            accountHolderName: 'G',
            country: 'US',
          },
        }),
      ],
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"Type","Reference","Status","Method","Amount (USD)","Account","Created","Decided"',
    );
    expect(lines[1]).toBe(
      '"Deposit","VI-7KD3QX","pending","Bank Transfer","250.50","","2026-03-05T14:07:00.000Z",""',
    );
    expect(lines[2]).toContain('"Withdrawal","VI-W2THDR","approved","Bank Transfer","100.00","\'=cmd 123"');
    expect(lines[3]).toBe('');
  });
});

describe('the two exports are named for what they hold', () => {
  it('never gives the account history and the requests the same file name', () => {
    const day = '2026-03-05';
    expect(EXPORT_FILE_NAMES.accountHistory(day)).toBe('account-history-2026-03-05.csv');
    expect(EXPORT_FILE_NAMES.requests(day)).toBe('deposit-and-withdrawal-requests-2026-03-05.csv');
  });
});
