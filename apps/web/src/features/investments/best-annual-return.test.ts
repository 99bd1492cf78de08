import type { Offering } from '@app/contract/investments-responses';
import { describe, expect, it } from 'vitest';
import { bestAnnualReturn } from './best-annual-return';

const offering = (
  name: string,
  investmentReturn: string,
  duration: string,
  performance: Offering['performance'] = 'performing',
): Offering =>
  ({
    _id: name,
    performance,
    name,
    investmentReturn,
    duration,
    img: '',
    category: 'Banking',
    pricePerUnit: 10,
    investors: 0,
  }) as Offering;

describe('the return banner’s figure', () => {
  it('is the highest return per year among the live offerings, not the highest per term', () => {
    const best = bestAnnualReturn([
      offering('Farmland', '18%', '9 months'), // 24% a year
      offering('Apartments', '20%', '2 years'), // 10% a year
      offering('Notes', '6.5%', '30 days'), // 79.08% a year
    ]);
    expect(best?.offering.name).toBe('Notes');
    expect(best?.annualBps).toBe(7908);
  });

  it('comes from the list it is given: a change of terms changes it', () => {
    expect(bestAnnualReturn([offering('Fund', '12.5%', '1 year')])?.annualBps).toBe(1250);
    expect(bestAnnualReturn([offering('Fund', '30%', '1 year')])?.annualBps).toBe(3000);
  });

  it('is null when no offering is live, or none has terms it can read', () => {
    expect(bestAnnualReturn([])).toBeNull();
    expect(bestAnnualReturn([offering('Odd', 'a lot', 'soon')])).toBeNull();
  });

  it('never promotes an offering whose borrower is late, in recovery or in default', () => {
    const best = bestAnnualReturn([
      offering('Steady', '10%', '1 year'),
      offering('Late payer', '40%', '1 year', 'delayed'),
      offering('Defaulted', '90%', '1 year', 'defaulted'),
    ]);
    expect(best?.offering.name).toBe('Steady');
    expect(bestAnnualReturn([offering('Defaulted', '90%', '1 year', 'defaulted')])).toBeNull();
  });
});
