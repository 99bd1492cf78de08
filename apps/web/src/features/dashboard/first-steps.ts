import { kycProfileGaps } from '@app/contract/kyc';
import type { User } from '@app/contract/user';

export type StepState = 'done' | 'waiting' | 'todo';
export type StepId = 'email' | 'profile' | 'identity' | 'bank' | 'deposit' | 'invest';

export interface FirstStep {
  id: StepId;
  title: string;
  state: StepState;
  /** The state in words, for every reader (the icon beside it only repeats it). */
  status: string;
}

/** The steps each one waits for: investing needs a verified identity and money in the wallet. */
const NEEDS: Record<StepId, StepId[]> = {
  email: [],
  profile: [],
  identity: ['profile'],
  bank: [],
  deposit: ['bank'],
  invest: ['identity', 'deposit'],
};

/** What the checklist reads: the signed-in user, their deposit requests and how many holdings they have. */
export interface FirstStepsData {
  user: Pick<User, 'emailVerified' | 'dob' | 'address' | 'kycStatus' | 'bankAccounts'>;
  depositStatuses: string[];
  holdings: number;
}

const step = (id: StepId, title: string, state: StepState, waiting = 'Waiting'): FirstStep => ({
  id,
  title,
  state,
  status: state === 'done' ? 'Done' : state === 'waiting' ? waiting : 'Not done yet',
});

/**
 * A new customer's way to a first investment, from their real data: verify email → profile → identity
 * → bank account → first deposit → first investment. A step the platform is working on (identity
 * under review, a deposit waiting for approval) is 'waiting': the customer can go on meanwhile.
 */
export function firstSteps({ user, depositStatuses, holdings }: FirstStepsData): FirstStep[] {
  const identity = user.kycStatus === 'approved' ? 'done' : user.kycStatus === 'pending' ? 'waiting' : 'todo';
  const deposit = depositStatuses.includes('approved')
    ? 'done'
    : depositStatuses.includes('pending')
      ? 'waiting'
      : 'todo';
  return [
    step('email', 'Verify your email', user.emailVerified ? 'done' : 'todo'),
    step(
      'profile',
      'Add your date of birth and address',
      kycProfileGaps(user).length === 0 ? 'done' : 'todo',
    ),
    user.kycStatus === 'rejected'
      ? {
          ...step('identity', 'Verify your identity', 'todo'),
          status: 'Not accepted: submit a document again',
        }
      : step('identity', 'Verify your identity', identity, 'Under review'),
    step('bank', 'Link a bank account', user.bankAccounts.length > 0 ? 'done' : 'todo'),
    step('deposit', 'Make your first deposit', deposit, 'Waiting for approval'),
    step('invest', 'Make your first investment', holdings > 0 ? 'done' : 'todo'),
  ];
}

/**
 * The step to do next: the first one to do whose own needs are done. None while the rest waits on
 * the platform (a review, an approval), or when all are done.
 */
export function nextStep(steps: FirstStep[]): FirstStep | undefined {
  const done = new Set(steps.filter((s) => s.state === 'done').map((s) => s.id));
  return steps.find((s) => s.state === 'todo' && NEEDS[s.id].every((id) => done.has(id)));
}
