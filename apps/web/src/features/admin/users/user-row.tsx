import type { AdminUserRow } from '@app/contract/admin';
import { formatUsd } from '@app/contract/money';
import { BadgePercent, KeyRound, LockOpen, Pencil, ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { BalanceEditor } from './balance-editor';

const cell = 'px-4 py-3 align-top max-md:block max-md:px-0 max-md:py-1';

export interface UserRowProps {
  user: AdminUserRow;
  isSelf: boolean;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  onSendReset: () => void;
  onChangePlan: () => void;
  onResetTwoFactor: () => void;
  onReopen: () => void;
}

/** Name, Email (with 'password changed' instead of a password), Balance (or its editor) and Actions. */
export function UserRow({
  user,
  isSelf,
  editing,
  onEdit,
  onDoneEditing,
  onSendReset,
  onChangePlan,
  onResetTwoFactor,
  onReopen,
}: UserRowProps) {
  const closed = user.closedAt !== null;
  return (
    <tr className="border-slate-200 max-md:mb-3 max-md:block max-md:rounded-xl max-md:border max-md:bg-white max-md:p-4 md:border-t">
      <td className={cell}>
        <span className="flex flex-wrap items-center gap-1.5 font-medium text-slate-900">
          <Link
            to={paths.adminCustomer(user._id)}
            className="break-words text-brand-800 underline-offset-4 hover:underline"
          >
            {user.name}
          </Link>
          {user.userRole === 'admin' && <Badge tone="info">Admin</Badge>}
          {isSelf && <Badge>You</Badge>}
          {closed && <Badge tone="danger">Closed {formatDate(user.closedAt!)}</Badge>}
          {user.userRole === 'customer' && (
            <Badge tone={user.plan === 'member' ? 'success' : undefined}>
              {user.plan === 'member' ? 'Member' : 'Free plan'}
            </Badge>
          )}
        </span>
        {user.referredBy && (
          <span className="block text-xs text-slate-500">
            Referred by {user.referredBy.name} ({user.referredBy.email})
          </span>
        )}
      </td>
      <td className={cell}>
        <span className="break-all text-slate-800">{user.email}</span>
        <span className="block text-xs text-slate-500">
          Password changed {formatDate(user.passwordChangedAt)}
        </span>
      </td>
      <td className={`${cell} md:text-right`}>
        {editing ? (
          <BalanceEditor user={user} onDone={onDoneEditing} />
        ) : (
          <span className="flex items-baseline justify-between gap-3 max-md:mt-1 max-md:border-t max-md:border-slate-100 max-md:pt-2 md:block">
            <span className="text-sm text-slate-600 md:hidden">Balance</span>
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatUsd(user.balance, 'en-US')}
            </span>
          </span>
        )}
      </td>
      <td className={cell}>
        <span className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
          {closed && (
            <Button
              variant="outline"
              size="sm"
              onClick={onReopen}
              aria-label={`Reopen the account of ${user.name}`}
            >
              <LockOpen aria-hidden="true" className="size-4" />
              <span>Reopen</span>
            </Button>
          )}
          {!isSelf && !editing && !closed && (
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={`Edit balance of ${user.name}`}
              data-balance-opener={user._id}
            >
              <Pencil aria-hidden="true" className="size-4" />
              <span className="md:sr-only">Edit balance</span>
            </Button>
          )}
          {user.userRole === 'customer' && !editing && (
            <Button
              variant="outline"
              size="sm"
              onClick={onChangePlan}
              aria-label={`Change plan of ${user.name}`}
              title="Change plan"
            >
              <BadgePercent aria-hidden="true" className="size-4" />
              <span className="md:max-xl:sr-only">Plan</span>
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={onSendReset}
            aria-label={`Send reset link to ${user.name}`}
            title="Send reset link"
          >
            <KeyRound aria-hidden="true" className="size-4" />
            <span className="md:max-xl:sr-only">Send reset link</span>
          </Button>
          {user.twoFactorEnabled && !isSelf && (
            <Button
              variant="outline"
              size="sm"
              onClick={onResetTwoFactor}
              aria-label={`Reset 2FA of ${user.name}`}
              title="Reset two-factor sign-in (2FA)"
            >
              <ShieldOff aria-hidden="true" className="size-4" />
              <span className="md:max-xl:sr-only">Reset 2FA</span>
            </Button>
          )}
        </span>
      </td>
    </tr>
  );
}
