// @vitest-environment happy-dom
import { NOT_ON_SALE_MSG } from '@app/contract/holding-life';
import type { Offering } from '@app/contract/investments';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bestAnnualReturn } from '../best-annual-return';
import { OfferingCard } from './offering-card';

const offering = (over: Partial<Offering> = {}): Offering => ({
  _id: 'o1',
  name: 'Harbor Street Apartments',
  img: '',
  category: 'Real Estate',
  investmentReturn: '12%',
  duration: '6 months',
  pricePerUnit: 50,
  investors: 3,
  managementFee: '',
  performance: 'performing',
  performanceNote: '',
  ...over,
});

afterEach(cleanup);

const card = (o: Offering) => render(<OfferingCard offering={o} onDetails={vi.fn()} onInvest={vi.fn()} />);

describe('an offering in Explore', () => {
  it('on sale: a simple yearly rate beside the term return, and an Invest button', () => {
    card(offering());
    expect(screen.getByTestId('return-basis').textContent).toContain('24.0% a year · 12.0% over 6 months');
    expect(screen.getByRole('button', { name: 'Invest in Harbor Street Apartments' })).toBeTruthy();
    expect(screen.queryByTestId('not-on-sale')).toBeNull();
  });

  it.each([
    ['delayed', 'Payment delayed'],
    ['recovery', 'In recovery'],
    ['defaulted', 'Defaulted'],
  ] as const)('%s: shows its status and the note, and no Invest button', (performance, label) => {
    card(offering({ performance, performanceNote: 'The borrower missed a payment.' }));
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('The borrower missed a payment.')).toBeTruthy();
    expect(screen.getByTestId('not-on-sale').textContent).toBe(NOT_ON_SALE_MSG);
    expect(screen.queryByRole('button', { name: /^Invest/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Details of Harbor Street Apartments' })).toBeTruthy();
  });

  it('a defaulted offering with the highest rate is not the banner\'s "highest target return"', () => {
    const best = bestAnnualReturn([
      offering({ _id: 'd', performance: 'defaulted', investmentReturn: '40%' }),
      offering({ _id: 'p', investmentReturn: '10%' }),
    ]);
    expect(best?.offering._id).toBe('p');
  });
});
