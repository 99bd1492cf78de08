// @vitest-environment happy-dom
import type { Holding } from '@app/contract/investments-responses';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../../test/render';
import { HoldingCard } from './holding-card';

const holding: Holding = {
  _id: 'h1',
  investmentId: 'o1',
  investmentName: 'Harbor Street Apartments',
  category: 'Real Estate',
  img: '',
  unitsPurchased: 3,
  pricePerUnit: 50.05,
  amountInvested: 150.15,
  investmentReturn: '12%',
  expectedReturn: 18.02,
  expectedTotal: 168.17,
  duration: '12 months',
  startDate: '2026-11-01T10:00:00.000Z',
  maturityDate: '2027-11-01T10:00:00.000Z',
  status: 'active',
  paidOutAt: null,
  returnDelayed: false,
  fee: 1.51,
  managementCharge: 0,
  reflectionEndsAt: null,
  consentGiven: false,
  kiisAcknowledgedAt: null,
  cancelledAt: null,
  instruction: 'payout',
  instructionDeadline: '2027-10-30T10:00:00.000Z',
  maturityPreview: 168.17,
  performance: 'performing',
  performanceNote: '',
  recovered: 0,
  writtenOff: 0,
  rolledFrom: null,
};

const facts = () => {
  const list = screen.getByRole('article').querySelector('dl');
  return within(list as HTMLElement);
};

describe('HoldingCard', () => {
  it('an active holding states its expected return and total', () => {
    renderWithClient(<HoldingCard holding={holding} canChoose={false} />);
    expect(facts().getByText('Expected return')).toBeTruthy();
    expect(facts().getByText('$18.02')).toBeTruthy();
    expect(facts().getByText('$168.17')).toBeTruthy();
  });

  it('a cancelled purchase states its refund, never a return it will not earn', () => {
    renderWithClient(
      <HoldingCard
        holding={{ ...holding, status: 'cancelled', cancelledAt: '2026-11-02T10:00:00.000Z' }}
        canChoose={false}
      />,
    );
    expect(facts().queryByText('Expected return')).toBeNull();
    expect(facts().queryByText('Expected total')).toBeNull();
    expect(facts().getByText('Refunded')).toBeTruthy();
    // The amount invested and its platform fee came back whole.
    expect(facts().getByText('$151.66')).toBeTruthy();
  });
});
