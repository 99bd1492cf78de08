// @vitest-environment happy-dom
import { INVEST_AMOUNT_MSG, INVEST_MSG, type Offering } from '@app/contract/investments';
import { ERROR_CODES, MSG } from '@app/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, renderWithClient, type SeenRequest } from '../../../test/render';
import { InvestPanel } from './invest-panel';

const offering: Offering = {
  _id: 'o1',
  name: 'Harbor Street Apartments',
  img: '',
  category: 'Real Estate',
  investmentReturn: '12%',
  duration: '12 months',
  pricePerUnit: 50,
  investors: 0,
  managementFee: '',
  performance: 'performing',
  performanceNote: '',
};

const bought = {
  message: 'Investment successful',
  balance: 398,
  fee: 2,
  data: {
    _id: 'h1',
    investmentId: 'o1',
    investmentName: offering.name,
    category: 'Real Estate',
    img: '',
    unitsPurchased: 2,
    pricePerUnit: 50,
    amountInvested: 100,
    investmentReturn: '12%',
    expectedReturn: 12,
    expectedTotal: 112,
    duration: '12 months',
    startDate: '2026-01-01T00:00:00.000Z',
    maturityDate: '2027-01-01T00:00:00.000Z',
    status: 'active',
    paidOutAt: null,
    returnDelayed: false,
    fee: 2,
    managementCharge: 0,
    reflectionEndsAt: null,
    consentGiven: false,
    cancelledAt: null,
    instruction: 'payout',
    instructionDeadline: '2026-12-30T00:00:00.000Z',
    maturityPreview: 112,
    performance: 'performing',
    performanceNote: '',
    recovered: 0,
    writtenOff: 0,
    rolledFrom: null,
  },
};

/** Opens the panel and waits for its form (shown once the protection status has loaded). */
async function open(balance: number, feeBps = 200) {
  const onClose = vi.fn();
  const onInvested = vi.fn();
  renderWithClient(
    <InvestPanel
      offering={offering}
      balance={balance}
      feeBps={feeBps}
      onClose={onClose}
      onInvested={onInvested}
    />,
  );
  await screen.findByLabelText('Units');
  return { onClose, onInvested };
}

/** The value the purchase summary shows on the row named `label`. */
const summary = (label: string) =>
  within(screen.getByRole('region', { name: 'Purchase summary' })).getByText(label).nextElementSibling
    ?.textContent;

const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirm investment' }));

/**
 * The network as a deployment with INVESTOR_PROTECTION off answers it (the suitability route is not
 * there): these tests are about the order itself; the protection steps have their own journey.
 */
function offProtection(answer: Parameters<typeof fakeNetwork>[0]): SeenRequest[] {
  const orders: SeenRequest[] = [];
  fakeNetwork((req) => {
    if (req.path === '/auth/suitability') return { status: 404, body: {} };
    orders.push(req);
    return answer(req);
  });
  return orders;
}

describe('Invest Now panel', () => {
  it('turns an amount into whole units and previews cost, fee and balance after', async () => {
    offProtection(() => ({ status: 500, body: {} }));
    await open(500);

    await userEvent.type(screen.getByLabelText(/amount/i), '120');

    expect((screen.getByLabelText('Units') as HTMLInputElement).value).toBe('2');
    expect(summary('Cost')).toBe('$100.00');
    expect(summary('Platform fee (2.00%)')).toBe('$2.00');
    expect(summary('Paid from your wallet now')).toBe('$102.00');
    expect(summary('Balance after')).toBe('$398.00');
  });

  it('refuses more units than the wallet pays for, fee included, without a request', async () => {
    const seen = offProtection(() => ({ status: 201, body: bought }));
    await open(101);

    await userEvent.type(screen.getByLabelText('Units'), '2');
    await confirm();

    expect(await screen.findByText(INVEST_AMOUNT_MSG.aboveWallet(1))).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('says an amount over the balance or the maximum is too much and previews nothing', async () => {
    const seen = offProtection(() => ({ status: 201, body: bought }));
    await open(20_000);

    await userEvent.type(screen.getByLabelText(/amount/i), '99999999');
    // $20,000 pays for 100 units at $50 with the fee: the most one order buys, so the maximum is said.
    expect(screen.getByText(INVEST_AMOUNT_MSG.aboveMax('$5,000.00'))).toBeTruthy();
    expect(summary('Balance after')).toBe('—');
    expect(summary('Cost')).toBe('—');
    expect(screen.queryByText(/-\$|−\$/)).toBeNull();
    await confirm();
    expect(seen).toHaveLength(0);
  });

  it('says the wallet covers fewer units when the amount is over the balance', async () => {
    offProtection(() => ({ status: 201, body: bought }));
    await open(500);

    await userEvent.type(screen.getByLabelText(/amount/i), '1000');
    expect(screen.getByText(INVEST_AMOUNT_MSG.aboveWallet(9))).toBeTruthy();
    expect(summary('Balance after')).toBe('—');
    await userEvent.clear(screen.getByLabelText(/amount/i));
    await userEvent.type(screen.getByLabelText(/amount/i), '400');
    expect(screen.queryByText(INVEST_AMOUNT_MSG.aboveWallet(9))).toBeNull();
    expect(summary('Balance after')).toBe('$92.00');
  });

  it('buys at the price shown with an idempotency key', async () => {
    const seen = offProtection(() => ({ status: 201, body: bought }));
    const { onInvested } = await open(500);

    await userEvent.type(screen.getByLabelText('Units'), '2');
    await confirm();

    await waitFor(() => expect(onInvested).toHaveBeenCalledTimes(1));
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/auth/invest',
      body: { investmentId: 'o1', unitsPurchased: 2, pricePerUnit: 50 },
    });
    expect(seen[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the panel open on INSUFFICIENT_BALANCE and says so on the units', async () => {
    offProtection(() => ({
      status: 400,
      body: { message: MSG.insufficientBalance, code: ERROR_CODES.INSUFFICIENT_BALANCE },
    }));
    const { onClose } = await open(500);

    await userEvent.type(screen.getByLabelText('Units'), '2');
    await confirm();

    await waitFor(() => expect(screen.getByLabelText('Units').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MSG.insufficientBalance)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when the offering went off sale', async () => {
    offProtection(() => ({
      status: 409,
      body: { message: INVEST_MSG.notAvailable, code: ERROR_CODES.CONFLICT },
    }));
    const gone = await open(500);
    await userEvent.type(screen.getByLabelText('Units'), '1');
    await confirm();
    await waitFor(() => expect(gone.onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open when the price changed, so the new price can be confirmed', async () => {
    const seen = offProtection(() => ({
      status: 409,
      body: { message: INVEST_MSG.priceChanged, code: ERROR_CODES.PRICE_CHANGED },
    }));
    const changed = await open(500);
    await userEvent.type(screen.getByLabelText('Units'), '1');
    await confirm();
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm investment' }).getAttribute('aria-busy')).not.toBe(
        'true',
      ),
    );
    expect(changed.onClose).not.toHaveBeenCalled();
  });
});
