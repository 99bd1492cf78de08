import { describe, expect, it } from 'vitest';
import { type FirstStepsData, firstSteps, nextStep } from './first-steps';

const fresh: FirstStepsData = {
  user: { emailVerified: true, dob: null, address: '', kycStatus: 'none', bankAccounts: [] },
  depositStatuses: [],
  holdings: 0,
};
const bank = { _id: 'b', bankName: 'Chase', accountNumber: '1', accountHolderName: 'A', country: 'US' };
const states = (d: FirstStepsData) => firstSteps(d).map((s) => `${s.id}:${s.state}`);

describe('the first-steps checklist', () => {
  it('starts at the profile for a new customer whose email is verified', () => {
    expect(states(fresh)).toEqual([
      'email:done',
      'profile:todo',
      'identity:todo',
      'bank:todo',
      'deposit:todo',
      'invest:todo',
    ]);
    expect(nextStep(firstSteps(fresh))?.id).toBe('profile');
  });

  it('needs both date of birth and address for the profile step', () => {
    const onlyDob = { ...fresh, user: { ...fresh.user, dob: '1990-01-01' } };
    expect(nextStep(firstSteps(onlyDob))?.id).toBe('profile');
    const both = { ...fresh, user: { ...fresh.user, dob: '1990-01-01', address: '1 Main St' } };
    expect(nextStep(firstSteps(both))?.id).toBe('identity');
  });

  it('goes on to the bank account while identity is under review, and says so in words', () => {
    const reviewing: FirstStepsData = {
      ...fresh,
      user: { ...fresh.user, dob: '1990-01-01', address: '1 Main St', kycStatus: 'pending' },
    };
    const steps = firstSteps(reviewing);
    expect(steps.find((s) => s.id === 'identity')).toMatchObject({
      state: 'waiting',
      status: 'Under review',
    });
    expect(nextStep(steps)?.id).toBe('bank');
    const funded = {
      ...reviewing,
      user: { ...reviewing.user, bankAccounts: [bank] },
      depositStatuses: ['approved'],
    };
    // Money in the wallet, identity still under review: investing is not offered yet.
    expect(nextStep(firstSteps(funded))).toBeUndefined();
  });

  it('counts a deposit only once approved, and is complete after the first holding', () => {
    const verified: FirstStepsData = {
      user: {
        emailVerified: true,
        dob: '1990-01-01',
        address: '1 Main St',
        kycStatus: 'approved',
        bankAccounts: [bank],
      },
      depositStatuses: ['rejected', 'pending'],
      holdings: 0,
    };
    expect(firstSteps(verified).find((s) => s.id === 'deposit')?.status).toBe('Waiting for approval');
    // Nothing to do until the deposit is approved: investing needs money in the wallet.
    expect(nextStep(firstSteps(verified))).toBeUndefined();
    const funded = { ...verified, depositStatuses: ['approved'] };
    expect(nextStep(firstSteps(funded))?.id).toBe('invest');
    const invested = { ...funded, holdings: 1 };
    expect(firstSteps(invested).every((s) => s.state === 'done')).toBe(true);
    expect(nextStep(firstSteps(invested))).toBeUndefined();
  });
});
