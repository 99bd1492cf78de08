import type { Deps } from '../deps.ts';
import { fieldError, tooManyRequests } from '../lib/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../lib/passwords.ts';

/**
 * Per-account attempt limits (ADR 019). An attempt is counted before the costly or secret check, in
 * one atomic step (Redis INCR, or the in-memory counter), so parallel requests cannot all read "under
 * the limit" before any of them writes: past ACCOUNT_FAILURE_LIMIT the answer is 429 and nothing is
 * hashed. A success clears the count.
 */
export async function countAccountAttempt(deps: Deps, email: string): Promise<void> {
  const count = await deps.counters.loginFailures.hit(email.toLowerCase());
  if (count > deps.config.accountFailureLimit) throw tooManyRequests();
}

export async function clearAccountAttempts(deps: Deps, email: string): Promise<void> {
  await deps.counters.loginFailures.reset(email.toLowerCase());
}

/**
 * A signed-in caller proves the password again (email change, 2FA set-up and removal, password
 * change): counted with the sign-in attempts, so a stolen session cannot guess it either. The caller
 * clears the count once the whole action has passed.
 */
export async function checkAccountPassword(
  deps: Deps,
  user: { email: string; passwordHash: string | null },
  password: string | undefined,
  p: { field: string; message: string },
): Promise<void> {
  if (!password) throw fieldError(p.field, p.message);
  await countAccountAttempt(deps, user.email);
  // A closed account has no hash: the dummy one takes the same time and never matches.
  const hash = user.passwordHash ?? (await dummyPasswordHash());
  if (!(await verifyPassword(hash, password)) || !user.passwordHash) throw fieldError(p.field, p.message);
}

/**
 * Costly or mail-sending actions of one signed-in account (update-password, email change, 2FA
 * set-up, adding a bank): at most `limit` per window, whatever the IP.
 */
export async function countAccountAction(deps: Deps, action: string, userId: string, limit: number) {
  if ((await deps.counters.accountActions.hit(`${action}:${userId}`)) > limit) throw tooManyRequests();
}
