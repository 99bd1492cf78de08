import { INVEST_MSG } from '@app/contract/investment-rules';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';

/** Where an unverified customer completes identity verification. */
export const verificationSettingsPath = `${paths.settings}?section=verification`;

function VerificationMessage() {
  return (
    <div className="text-sm">
      <p className="font-semibold">Verify your identity to invest</p>
      <p className="mt-1">{INVEST_MSG.notVerified}</p>
      <Link
        to={verificationSettingsPath}
        className="mt-2 inline-block font-semibold text-brand-700 underline"
      >
        Go to Settings → Verification
      </Link>
    </div>
  );
}

/** The notification an unverified customer gets on pressing Invest (docs/product.md §4). */
export function notifyVerificationNeeded() {
  toast.info(<VerificationMessage />, { toastId: 'verification-needed' });
}

/** The same hint, kept on screen above Explore while the customer is not verified. */
export function VerificationBanner() {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>Only verified customers can invest. Complete your identity verification first.</span>
      </p>
      <Link
        to={verificationSettingsPath}
        className="shrink-0 font-semibold text-amber-950 underline underline-offset-2"
      >
        Settings → Verification
      </Link>
    </div>
  );
}
