import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../../shared/ledger-verify.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { buy, createOffering, investor } from '../investments/investments.fixtures.ts';
import { cancel } from '../protection/protection.fixtures.ts';
import { principalByDay } from './ledger-history.repository.ts';

// One customer with every kind of movement a holding can have: a purchase defaulted, recovered in
// part and written off; one cancelled in its reflection period; one set to roll over; one paid out
// as usual. Every view must read the same figures as the ledger.
const t = serverWithAdmin({ config: { platformFeeBps: 25, adminApprovalThresholdCents: 1_000_000_00 } });

const admin = (id: string, what: string, body: unknown, method: 'PUT' | 'POST' = 'POST') =>
  t.server.request(method, `/auth/admin/investments/${id}/${what}`, { token: t.admin.token, body });

/** "Label","12.34" lines of a CSV as a map of label to cents. */
function csvFigures(text: string): Map<string, number> {
  const figures = new Map<string, number>();
  for (const line of text.replace(/^\uFEFF/, '').split('\r\n')) {
    const m = /^"([^"]+)","(-?\d+\.\d{2})"$/.exec(line);
    if (m) figures.set(m[1]!, Math.round(Number(m[2]) * 100));
  }
  return figures;
}

describe('one customer, every kind of movement, every view', () => {
  it('the dashboard, holdings, calendar, .ics and tax statement agree with the ledger', async () => {
    const me = await investor(t.server, 20_000_00);
    const bought: Record<string, string> = {};
    for (const [name, units, duration] of [
      ['Lost Farm', 20, '6 months'],
      ['Undone Farm', 10, '6 months'],
      ['Rolling Farm', 30, '9 months'],
      ['Paying Farm', 40, '3 months'],
    ] as const) {
      const offering = await createOffering(t.server, t.admin.token, { name, pricePerUnit: 100, duration });
      const res = await buy(t.server, me.token, {
        investmentId: offering._id,
        unitsPurchased: units,
        consent: true,
      });
      expect(res.status).toBe(201);
      bought[name] = res.body.data._id;
      bought[`${name} offering`] = offering._id;
    }
    const lost = bought['Lost Farm offering']!;
    expect(
      (await admin(lost, 'performance', { status: 'defaulted', note: 'Stopped paying.' }, 'PUT')).status,
    ).toBe(200);
    expect((await admin(lost, 'recovery', { amount: 800, note: 'Sold the tractor.' })).status).toBe(200);
    expect((await admin(lost, 'write-off', { note: 'Nothing more to collect.' })).status).toBe(200);
    expect((await cancel(t.server, me.token, bought['Undone Farm']!)).status).toBe(200);
    const rolling = await t.server.request('PUT', `/auth/holdings/${bought['Rolling Farm']}/instruction`, {
      token: me.token,
      body: { instruction: 'rollover_all' },
    });
    expect(rolling.status).toBe(200);

    // The books: $3,000 rolling and $4,000 paying are invested; the rest is recovered, lost or refunded.
    const principal = (await principalByDay(t.server.app.db, me.id)).reduce((s, d) => s + d.netCents, 0);
    expect(principal).toBe(7_000_00);

    const portfolio = (await t.server.request('GET', '/auth/portfolio', { token: me.token })).body;
    const allocated = portfolio.allocation.reduce((s: number, a: { amount: number }) => s + a.amount, 0);
    expect(allocated).toBe(7_000);
    expect(portfolio.history.at(-1).invested).toBe(7_000);
    expect(portfolio.maturities.map((m: { investmentName: string }) => m.investmentName).sort()).toEqual([
      'Paying Farm',
      'Rolling Farm',
    ]);
    // The calendar shows money into the wallet: the roll-over pays nothing out.
    const calendarPrincipal = portfolio.calendar.reduce(
      (s: number, m: { principal: number }) => s + m.principal,
      0,
    );
    expect(calendarPrincipal).toBe(4_000);

    const ics = await fetch(`${t.server.url}/api/auth/portfolio/calendar.ics`, {
      headers: { authorization: `Bearer ${me.token}` },
    }).then((r) => r.text());
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/SUMMARY:Rolls over \$3\\,\d{3}\.\d{2}: Rolling Farm/);
    expect(unfolded).toMatch(/SUMMARY:Expected payout \$4\\,\d{3}\.\d{2}: Paying Farm/);
    expect(unfolded).not.toContain('Lost Farm');
    expect(unfolded).not.toContain('management charge');

    const holdings = (await t.server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token }))
      .body;
    expect(holdings.summary.amountInvested).toBe(7_000);
    expect(holdings.active.amountInvested).toBe(7_000);
    const lostCard = holdings.data.find((h: { _id: string }) => h._id === bought['Lost Farm']);
    expect(lostCard).toMatchObject({
      status: 'written_off',
      recovered: 800,
      writtenOff: 1_200,
      expectedTotal: 0,
    });

    const year = new Date().getUTCFullYear();
    const csv = await fetch(`${t.server.url}/api/auth/tax-statements/${year}?format=csv`, {
      headers: { authorization: `Bearer ${me.token}` },
    }).then((r) => r.text());
    const f = csvFigures(csv);
    expect(f.get('Recoveries received')).toBe(800_00);
    expect(f.get('Written off (principal lost)')).toBe(1_200_00);
    expect(f.get('Refunds of cancelled purchases')).toBe(1_000_00);
    // Opening + each cash line (signed as the money moved) = closing.
    const opening = [...f].find(([k]) => k.startsWith('Wallet balance on'))![1];
    const closing = [...f].filter(([k]) => k.startsWith('Wallet balance on')).at(-1)![1];
    const moved =
      f.get('Deposits')! -
      f.get('Withdrawals')! -
      f.get('Invested in holdings')! +
      f.get('Principal repaid at maturity')! +
      f.get('Returns received')! -
      f.get('Fees paid')! +
      f.get('Recoveries received')! +
      f.get('Refunds of cancelled purchases')! +
      f.get('Balance adjustments')!;
    expect(opening + moved).toBe(closing);
    expect(csv).not.toContain('Lost Farm');

    expect((await verifyLedger(t.server.app.db)).problems).toEqual([]);
  });
});
