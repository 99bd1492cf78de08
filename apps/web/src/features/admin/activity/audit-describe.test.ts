import { describe, expect, it } from 'vitest';
import { actionLabel, detailLines, targetLabel } from './audit-describe';

describe('audit entries in words', () => {
  it('names known and unknown actions', () => {
    expect(actionLabel('balance.adjusted')).toBe('Balance adjusted');
    expect(actionLabel('user.promoted')).toBe('Role changed');
    expect(actionLabel('something_new.happened')).toBe('Something new happened');
  });

  it('shows old and new balance in dollars and the reason', () => {
    expect(
      detailLines({ reason: 'Goodwill', changeCents: 5025, newBalanceCents: 20025, oldBalanceCents: 15000 }),
    ).toEqual([
      { label: 'Old balance', value: '$150.00' },
      { label: 'New balance', value: '$200.25' },
      { label: 'Change', value: '$50.25' },
      { label: 'Reason', value: 'Goodwill' },
    ]);
  });

  it('shows each changed field of an offering edit, and role changes', () => {
    expect(
      detailLines({
        changes: { pricePerUnitCents: { from: 50000, to: 60000 }, returnBps: { from: 1800, to: 1950 } },
      }),
    ).toEqual([
      { label: 'Price per unit', value: '$500.00 → $600.00' },
      { label: 'Return', value: '18% → 19.5%' },
    ]);
    expect(detailLines({ via: 'user:promote', oldRole: 'customer', newRole: 'admin' })).toContainEqual({
      label: 'New role',
      value: 'admin',
    });
  });

  it('says what a booking did and spells ID fields', () => {
    expect(detailLines({ amountCents: 30000, ledger: 'withdrawal_release' })).toEqual([
      { label: 'Amount', value: '$300.00' },
      { label: 'Booked', value: 'Held amount returned to the balance' },
    ]);
    expect(detailLines({ idCardType: 'passport' })).toEqual([{ label: 'ID type', value: 'passport' }]);
  });

  it('lists the changed fields of a profile update as words', () => {
    expect(detailLines({ fields: ['dob', 'address', 'phonenumber'] })).toEqual([
      { label: 'Changed', value: 'Date of birth, Address, Phone number' },
    ]);
  });

  it('leaves out the customer id and names targets', () => {
    expect(detailLines({ userId: 'x', ledger: null, amountCents: 10000, img: '' })).toEqual([
      { label: 'Amount', value: '$100.00' },
    ]);
    expect(targetLabel({ type: 'user', _id: 'abc', name: 'Grace Hopper' })).toBe('Grace Hopper');
    expect(targetLabel({ type: 'bank_account', _id: '0123456789abcdef', name: null })).toBe(
      'Payment method …89abcdef',
    );
  });

  it('describes an export download with its file and range', () => {
    expect(actionLabel('export.downloaded')).toBe('Data exported (CSV download)');
    expect(targetLabel({ type: 'export', _id: null, name: null })).toBe('Export');
    expect(detailLines({ kind: 'ledger', from: '2026-01-01', to: null })).toEqual([
      { label: 'File', value: 'ledger' },
      { label: 'From', value: '2026-01-01' },
    ]);
  });

  it('speaks in words: no raw JSON, codes or ISO times', () => {
    expect(actionLabel('offering.write_off')).toBe('Holdings written off');
    expect(actionLabel('kiis.opened')).toBe('Key information sheet opened');
    const lines = detailLines({
      instruction: 'rollover_all',
      consentGiven: false,
      reflectionEndsAt: '2026-03-05T14:30:00.000Z',
      split: { amountCents: 1_250, holders: 3 },
    });
    const text = lines.map((l) => `${l.label}: ${l.value}`).join('\n');
    expect(text).toContain('Instruction: Rollover all');
    expect(text).toContain('Consent given: no');
    expect(text).toContain('Split: Amount $12.50, Holders 3');
    expect(text).not.toMatch(/[{}"]|\d{4}-\d{2}-\d{2}T|_/);
  });
});
