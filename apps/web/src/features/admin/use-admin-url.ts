import { REQUEST_STATUSES, type RequestStatus } from '@app/contract/wallet';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The console's tabs, in order; the tab, page, search and status filter live in the URL. */
export const ADMIN_TABS = [
  { value: 'users', label: 'Users' },
  { value: 'approvals', label: 'Approvals' },
  { value: 'deposits', label: 'Deposits' },
  { value: 'withdrawals', label: 'Withdrawals' },
  { value: 'investments', label: 'Investments' },
  { value: 'verifications', label: 'Verifications' },
  { value: 'adjustments', label: 'Adjustments' },
  { value: 'support', label: 'Support' },
  { value: 'activity', label: 'Activity' },
  { value: 'reports', label: 'Reports' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

type Param = 'tab' | 'page' | 'q' | 'status';
export type UrlPatch = Partial<Record<Param, string | number | undefined>>;

const isTab = (v: string | null): v is AdminTab => ADMIN_TABS.some((t) => t.value === v);
const isStatus = (v: string | null): v is RequestStatus => REQUEST_STATUSES.some((s) => s === v);

function parsePage(v: string | null): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

/** Reload and Back restore the same view: every change is a new history entry unless `replace`. */
export function useAdminUrl() {
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const rawStatus = params.get('status');

  const searchFor = useCallback(
    (patch: UrlPatch): string => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      const qs = next.toString();
      return qs ? `?${qs}` : '';
    },
    [params],
  );

  const update = useCallback(
    (patch: UrlPatch, opts: { replace?: boolean } = {}) => {
      setParams(new URLSearchParams(searchFor(patch)), { replace: opts.replace, preventScrollReset: true });
    },
    [searchFor, setParams],
  );

  /** A list's search: the first page of what matches, replacing the entry (typing is not history). */
  const search = useCallback((q: string) => update({ q, page: undefined }, { replace: true }), [update]);

  return {
    tab: isTab(rawTab) ? rawTab : ('users' as AdminTab),
    page: parsePage(params.get('page')),
    q: params.get('q') ?? '',
    status: isStatus(rawStatus) ? rawStatus : undefined,
    searchFor,
    update,
    search,
    /** A tab starts on its first page, unfiltered. */
    selectTab: (tab: AdminTab) =>
      update({ tab: tab === 'users' ? undefined : tab, page: undefined, q: undefined, status: undefined }),
  };
}
export type AdminUrl = ReturnType<typeof useAdminUrl>;
