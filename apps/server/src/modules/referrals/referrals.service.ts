import { REFERRAL_MSG, type Referrals, referralLink } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { countReferrals, findReferralOwner, findReferrerId, listReferred } from './referrals.repository.ts';

/** How many referred customers the admin view lists; `referrals.joined` still counts them all. */
export const REFERRALS_SHOWN = 50;

/**
 * GET /auth/referrals: the customer's code, their share link, and how many joined with it and how
 * many of those are verified. Referring earns nothing (docs/decisions/024-fees-and-referrals.md).
 */
export async function getReferrals(deps: Deps, userId: string): Promise<Referrals> {
  const [owner, counts] = await Promise.all([
    findReferralOwner(deps.db, userId),
    countReferrals(deps.db, userId),
  ]);
  if (!owner) throw notFound();
  return { code: owner.code, link: referralLink(deps.config.publicUrl, owner.code), ...counts };
}

/**
 * The referrer of a sign-up: the owner of `code` (already normalized by the contract), or the field
 * error 'This referral code does not exist.' on `refferalcode`.
 */
export async function referrerForCode(db: Executor, code: string): Promise<string> {
  const id = await findReferrerId(db, code);
  if (!id) throw fieldError('refferalcode', REFERRAL_MSG.unknownCode);
  return id;
}

/**
 * Who referred whom, for the admin views: the customer's code, who referred them, how many joined
 * with their code (and how many are verified) and the first REFERRALS_SHOWN of those people.
 * Null when there is no such user.
 */
export async function referralsOf(db: Executor, userId: string) {
  const [owner, counts, people] = await Promise.all([
    findReferralOwner(db, userId),
    countReferrals(db, userId),
    listReferred(db, userId, REFERRALS_SHOWN),
  ]);
  if (!owner) return null;
  return {
    code: owner.code,
    referredBy: owner.referredBy,
    joined: counts.joined,
    verified: counts.verified,
    referred: people.map((p) => ({
      _id: p.id,
      name: p.name,
      email: p.email,
      isVerified: p.kycStatus === 'approved',
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
