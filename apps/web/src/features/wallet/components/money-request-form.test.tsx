// @vitest-environment happy-dom
import { ERROR_CODES, MSG } from '@app/contract/messages';
import type { BankAccount } from '@app/contract/user';
import { WALLET_MSG, WALLET_SOURCE } from '@app/contract/wallet';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, renderWithClient } from '../../../test/render';
import { DepositPanel } from './deposit-panel';
import { WithdrawPanel } from './withdraw-panel';

const bank: BankAccount = {
  _id: 'bank-1',
  bankName: 'Chase',
  accountNumber: '000123456789',
  accountHolderName: 'Ada Lovelace',
  country: 'US',
};

const created = (amount: number) => ({
  message: 'Request submitted',
  balance: 0,
  data: {
    _id: 'req-1',
    reference: 'VI-7KD3QX',
    userId: { _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
    amount,
    status: 'pending',
    method: 'bank',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
});

/** Picks the source (a withdrawal) and the account and types the amount, as a customer does. */
async function fill(bankLabel: RegExp, amount: string) {
  const source = screen.queryByLabelText(/withdraw from/i);
  if (source) await userEvent.selectOptions(source, WALLET_SOURCE);
  await userEvent.selectOptions(screen.getByLabelText(bankLabel), 'bank-1');
  await userEvent.type(screen.getByLabelText(/amount/i), amount);
}

const panelProps = { open: true, onOpenChange: () => {}, bankAccounts: [bank], onAddPaymentMethod: () => {} };

describe('deposit panel', () => {
  it('sends the amount in dollars with one idempotency key, and reports the request', async () => {
    const seen = fakeNetwork(() => ({ status: 201, body: created(250) }));
    const onSubmitted = vi.fn();
    renderWithClient(<DepositPanel {...panelProps} onSubmitted={onSubmitted} />);

    await fill(/deposit from/i, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Request Deposit' }));

    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ reference: 'VI-7KD3QX' })),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/auth/deposit-requests',
      body: { amount: 250, bankAccountId: 'bank-1' },
    });
    expect(seen[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries with the same idempotency key, so a retry never deposits twice', async () => {
    let calls = 0;
    const seen = fakeNetwork(() =>
      ++calls === 1
        ? { status: 500, body: { message: MSG.genericError } }
        : { status: 201, body: created(120) },
    );
    const onSubmitted = vi.fn();
    renderWithClient(<DepositPanel {...panelProps} onSubmitted={onSubmitted} />);

    await fill(/deposit from/i, '120');
    const submit = screen.getByRole('button', { name: 'Request Deposit' });
    await userEvent.click(submit);
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect(submit.getAttribute('aria-busy')).not.toBe('true'));
    await userEvent.click(submit);

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers['idempotency-key']).toBe(seen[0]!.headers['idempotency-key']);
  });

  it('says in the form, by its code, that too many deposits are waiting', async () => {
    fakeNetwork(() => ({
      status: 409,
      body: { message: WALLET_MSG.tooManyPendingDeposits, code: ERROR_CODES.TOO_MANY_PENDING_DEPOSITS },
    }));
    renderWithClient(<DepositPanel {...panelProps} onSubmitted={() => {}} />);

    await fill(/deposit from/i, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Request Deposit' }));

    expect((await screen.findByRole('alert')).textContent).toBe(WALLET_MSG.tooManyPendingDeposits);
  });

  it('asks for a payment method first when none is linked', () => {
    fakeNetwork(() => ({ status: 500, body: {} }));
    renderWithClient(<DepositPanel {...panelProps} bankAccounts={[]} onSubmitted={() => {}} />);
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Deposit' })).toBeNull();
  });
});

describe('withdraw panel', () => {
  it('refuses more than the balance before asking the server', async () => {
    const seen = fakeNetwork(() => ({ status: 201, body: created(500) }));
    renderWithClient(<WithdrawPanel {...panelProps} balance={300} onSubmitted={() => {}} />);

    await fill(/withdraw to/i, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));

    expect(await screen.findByText(MSG.insufficientBalance)).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('puts a server field error on its field', async () => {
    const seen = fakeNetwork(() => ({
      status: 400,
      body: {
        message: MSG.insufficientBalance,
        code: ERROR_CODES.INSUFFICIENT_BALANCE,
        errors: { amount: MSG.insufficientBalance },
      },
    }));
    const onSubmitted = vi.fn();
    renderWithClient(<WithdrawPanel {...panelProps} balance={1000} onSubmitted={onSubmitted} />);

    await fill(/withdraw to/i, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));

    expect(await screen.findByText(MSG.insufficientBalance)).toBeTruthy();
    expect(seen).toHaveLength(1);
    expect(screen.getByLabelText(/amount/i).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
