import type { AuditEntry } from '@app/contract/admin';
import { centsToDollars, formatUsd } from '@app/contract/money';
import { formatDateTime } from '../../../lib/format';

const ACTION_LABELS: Record<string, string> = {
  'balance.adjusted': 'Balance adjusted',
  'balance.adjustment_requested': 'Adjustment asked (needs a second admin)',
  'balance.adjustment_approved': 'Adjustment approved and booked',
  'balance.adjustment_rejected': 'Adjustment rejected',
  'session.ended_by_admin': 'Session ended by an admin',
  'deposit_request.approved': 'Deposit approved',
  'deposit_request.rejected': 'Deposit rejected',
  'withdrawal_request.approved': 'Withdrawal approved',
  'withdrawal_request.rejected': 'Withdrawal rejected',
  'offering.created': 'Investment created',
  'offering.updated': 'Investment updated',
  'offering.archived': 'Investment deleted (archived)',
  'kyc.submitted': 'Identity document submitted',
  'kyc.approved': 'Verification approved',
  'kyc.rejected': 'Verification rejected',
  'kyc.document_viewed': 'Identity document viewed',
  'user.promoted': 'Role changed',
  'user.demoted': 'Role changed',
  'user.role_changed': 'Role changed',
  'user.reset_link_sent': 'Password reset link sent',
  'profile.updated': 'Profile updated',
  'profile.email_change_requested': 'Email change requested',
  'profile.email_changed': 'Email changed',
  'bank_account.added': 'Payment method added',
  'bank_account.removed': 'Payment method removed',
  'user.plan_changed': 'Plan changed',
  'security.2fa_reset': 'Two-factor sign-in reset by an admin',
  'security.2fa_enabled': 'Two-factor sign-in turned on',
  'security.2fa_disabled': 'Two-factor sign-in turned off',
  'security.other_sessions_ended': 'Other sessions ended',
  'deposit_request.created': 'Deposit requested',
  'holding.purchased': 'Investment purchased',
  'holding.cancelled': 'Purchase cancelled in the reflection period (refunded)',
  'suitability.taken': 'Knowledge test taken',
  'suitability.capacity_updated': 'Capacity for loss updated',
  'kiis.acknowledged': 'Key information sheet acknowledged',
  'profile.email_change_cancelled': 'Email change cancelled',
  'export.downloaded': 'Data exported (CSV download)',
  'kiis.opened': 'Key information sheet opened',
  'deposit_request.first_approval': 'Deposit approved once (waits for a second admin)',
  'holding.instruction': 'Maturity instruction changed',
  'holding.rolled_over': 'Holding rolled over at maturity',
  'offering.performance': 'Investment status changed',
  'offering.recovery': 'Recovery paid to the holders',
  'offering.recovery_requested': 'Recovery asked (needs a second admin)',
  'offering.recovery_approved': 'Recovery approved and paid',
  'offering.write_off': 'Holdings written off',
  'offering.write_off_requested': 'Write-off asked (needs a second admin)',
  'ledger.reconciled': 'Bank reconciliation recorded',
  'security.step_up': 'Identity confirmed again (step-up)',
  'user.admin_created': 'Admin account created',
  'user.promotion_refused': 'Role change refused',
  'demo.removed': 'Demo accounts removed',
};

/** 'balance.adjusted' → 'Balance adjusted'; an unknown action reads as its own words. */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Action';
}

const TARGET_TYPES: Record<string, string> = {
  user: 'User',
  wallet_request: 'Request',
  offering: 'Investment',
  bank_account: 'Payment method',
  export: 'Export',
};

/** On whom: the person (or offering) by name, else the kind of thing and the end of its id. */
export function targetLabel(target: AuditEntry['target']): string {
  if (target.name) return target.name;
  const type = TARGET_TYPES[target.type] ?? target.type;
  return target._id ? `${type} …${target._id.slice(-8)}` : type;
}

/** Keys that only repeat what the row already shows. */
const HIDDEN = new Set(['userId', 'requestedBy']);
/** The database keeps details in its own key order; these read best first, in this order. */
const FIRST = [
  'oldBalanceCents',
  'newBalanceCents',
  'changeCents',
  'amountCents',
  'reason',
  'oldRole',
  'newRole',
];
const rank = (key: string) => {
  const i = FIRST.indexOf(key);
  return i === -1 ? FIRST.length : i;
};
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Keys whose words alone would read wrong ('Id card type') or say too little ('Ledger'). */
const KEY_LABELS: Record<string, string> = {
  idCardType: 'ID type',
  idCardNumber: 'ID number',
  ledger: 'Booked',
  mime: 'File type',
  bytes: 'File size (bytes)',
  img: 'Image',
  last4: 'Account ending',
  adjustmentId: 'Adjustment',
  // A profile update's changed fields, named as the profile form names them.
  fields: 'Changed',
  dob: 'Date of birth',
  phonenumber: 'Phone number',
  // An export's details: which file, and its range of days (empty: from the start, up to today).
  kind: 'File',
  from: 'From',
  to: 'To',
};

/** What each ledger booking did to the customer's balance (the server's ledger kinds). */
const LEDGER_LABELS: Record<string, string> = {
  deposit: 'Deposit credited to the balance',
  withdrawal_hold: 'Amount held from the balance',
  withdrawal_release: 'Held amount returned to the balance',
  investment: 'Purchase debited from the balance',
  payout: 'Payout credited to the balance',
  adjustment: 'Balance adjusted',
  refund: 'Cancelled purchase refunded to the balance',
};

function humanKey(key: string): string {
  const known = KEY_LABELS[key];
  if (known) return known;
  const base = key.replace(/(Cents|Bps)$/, '');
  const words = base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An instant as the server writes it ('2026-12-02T01:23:45.678Z'): shown as a date and time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** A code the server stores ('write_off', 'rollover_all'): its words. */
const CODE = /^[a-z]+(_[a-z0-9]+)+$/;

function humanValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'ledger' && typeof value === 'string') return LEDGER_LABELS[value] ?? value;
  if (typeof value === 'number' && key.endsWith('Cents')) return formatUsd(centsToDollars(value), 'en-US');
  if (typeof value === 'number' && key.endsWith('Bps')) return `${value / 100}%`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return `${formatDateTime(value)}`;
  if (typeof value === 'string' && CODE.test(value)) {
    const words = value.replace(/_/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // A list of names (the fields a profile update changed) reads as words, not as JSON.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return value.map(humanKey).join(', ');
  if (Array.isArray(value)) return value.map((v) => humanValue(key, v)).join('; ');
  // A nested record reads as its own labelled parts, never as raw JSON.
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => `${humanKey(k)} ${humanValue(k, v)}`)
      .join(', ');
  return String(value);
}

/**
 * The entry's details as label/value lines: amounts in dollars, returns in percent, and each changed
 * field of an edit as 'old → new'. Plain text only (React escapes it): nothing here is HTML.
 */
export function detailLines(details: Record<string, unknown>): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  const entries = Object.entries(details).sort(([a], [b]) => rank(a) - rank(b));
  for (const [key, value] of entries) {
    if (HIDDEN.has(key) || isEmpty(value)) continue;
    if (key === 'changes' && value && typeof value === 'object') {
      for (const [field, change] of Object.entries(
        value as Record<string, { from?: unknown; to?: unknown }>,
      )) {
        lines.push({
          label: humanKey(field),
          value: `${humanValue(field, change?.from)} → ${humanValue(field, change?.to)}`,
        });
      }
      continue;
    }
    lines.push({ label: humanKey(key), value: humanValue(key, value) });
  }
  return lines;
}
