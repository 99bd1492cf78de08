import { describe, expect, it } from 'vitest';
import { type OfferingTerms, PurchaseTerms } from './purchase-terms.cache.ts';

const row = (id: string, overrides: Partial<OfferingTerms> = {}): OfferingTerms => ({
  id,
  name: `Offering ${id}`,
  img: '',
  category: 'Agriculture',
  returnBps: 1800,
  duration: '9 months',
  pricePerUnitCents: 500_00,
  investors: 0,
  archivedAt: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...overrides,
});

describe('PurchaseTerms', () => {
  it('keeps what a purchase read, replaced by a later read', () => {
    const terms = new PurchaseTerms();
    terms.remember(row('a'));
    terms.remember(row('a', { pricePerUnitCents: 600_00 }));
    expect(terms.get('a')?.pricePerUnitCents).toBe(600_00);
    expect(terms.size).toBe(1);
  });

  it('an archived offering is forgotten, not kept', () => {
    const terms = new PurchaseTerms();
    terms.remember(row('a'));
    terms.remember(row('a', { archivedAt: new Date() }));
    expect(terms.get('a')).toBeUndefined();
  });

  it('past its size the oldest read goes first', () => {
    const terms = new PurchaseTerms(2);
    terms.remember(row('a'));
    terms.remember(row('b'));
    terms.remember(row('a')); // read again: now the newest
    terms.remember(row('c'));
    expect(terms.get('b')).toBeUndefined();
    expect(terms.get('a')).toBeDefined();
    expect(terms.get('c')).toBeDefined();
  });

  it('forget and clear', () => {
    const terms = new PurchaseTerms();
    terms.remember(row('a'));
    terms.remember(row('b'));
    terms.forget('a');
    expect(terms.get('a')).toBeUndefined();
    terms.clear();
    expect(terms.size).toBe(0);
  });
});
