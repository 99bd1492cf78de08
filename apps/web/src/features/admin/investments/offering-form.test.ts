import { FEE_MSG } from '@app/contract/fees';
import type { AdminOffering } from '@app/contract/investments';
import { describe, expect, it } from 'vitest';
import {
  emptyOffering,
  formToBody,
  type OfferingFormValues,
  offeringResolver,
  offeringToForm,
} from './offering-form';

const OFFERING: AdminOffering = {
  _id: 'o1',
  name: 'Harbor Street Apartments',
  img: '',
  category: 'Real Estate',
  investmentReturn: '8%',
  duration: '1 year',
  pricePerUnit: 250,
  investors: 3,
  managementFee: '0.50%',
  kiis: { issuer: 'Harbor LLC', useOfFunds: 'Roofs', risks: 'Vacancy', fees: 'None', payment: 'At maturity' },
  performance: 'performing',
  performanceNote: '',
  archivedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const filled = (o: Partial<OfferingFormValues> = {}): OfferingFormValues => ({
  ...emptyOffering,
  name: 'Harbor Street Apartments',
  category: 'Real Estate',
  investmentReturn: '8%',
  duration: '1 year',
  pricePerUnit: '250',
  ...o,
});

const resolve = (values: OfferingFormValues) =>
  offeringResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('offering form: management charge', () => {
  it.each(['', '0.5%', '0.50', '10%', ' 1 % '])('accepts %j and sends it as typed, trimmed', async (fee) => {
    const values = filled({ managementFee: fee });
    const answer = await resolve(values);
    expect(answer.errors).toEqual({});
    expect(formToBody(values).managementFee).toBe(fee.trim());
  });

  it.each(['10.5%', '0.505%', 'half a percent', '-1%'])(
    'refuses %j with the contract message',
    async (fee) => {
      const answer = await resolve(filled({ managementFee: fee }));
      expect(answer.errors.managementFee?.message).toBe(FEE_MSG.managementFeeInvalid);
      expect(Object.keys(answer.errors)).toEqual(['managementFee']);
    },
  );

  it('fills the edit form with the offering charge, and empty when it has none', () => {
    expect(offeringToForm(OFFERING).managementFee).toBe('0.50%');
    expect(offeringToForm({ ...OFFERING, managementFee: '' }).managementFee).toBe('');
  });

  it('starts a new offering from blank fields', () => {
    expect(offeringToForm(null)).toEqual(emptyOffering);
    expect(offeringToForm(null).name).toBe('');
  });

  it('never offers or sends an investor count: it is the real holders, kept by the server', () => {
    const form = offeringToForm(OFFERING);
    expect(Object.keys(form)).not.toContain('investors');
    expect(Object.keys(formToBody(form))).not.toContain('investors');
  });
});
