import { HISTORY_MSG } from '@app/contract/history';
import { EXPORT_KINDS, type ExportKind } from '@app/contract/reports';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { adminApiPaths } from '../api/admin-paths';

const KIND_LABELS: Record<ExportKind, { title: string; button: string; what: string }> = {
  users: { title: 'Users', button: 'Download users CSV', what: 'Every account, by the day it joined.' },
  requests: {
    title: 'Requests',
    button: 'Download requests CSV',
    what: 'Deposit and withdrawal requests, by the day asked.',
  },
  ledger: { title: 'Ledger', button: 'Download ledger CSV', what: 'Every balance movement, by its day.' },
};

/**
 * CSV downloads of users, requests and the ledger, optionally limited to a range of whole UTC days.
 * The server streams each file and records the download in the activity log.
 */
export function ExportsSection() {
  const [range, setRange] = useState({ from: '', to: '' });
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { heading: useId(), from: useId(), to: useId() };
  const badRange = Boolean(range.from && range.to && range.from > range.to);

  const download = async (kind: ExportKind) => {
    setError(null);
    setBusy(kind);
    try {
      const q = { from: range.from || undefined, to: range.to || undefined };
      await downloadFile(adminApiPaths.export(kind, q), `${kind}.csv`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="space-y-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={ids.heading} className="text-lg font-semibold text-slate-900">
          Exports
        </h2>
        <p className="text-sm text-slate-600">
          CSV files, oldest row first. Leave the dates empty for everything; both days are included.
        </p>
      </div>
      <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className="space-y-1">
            <Label htmlFor={ids[end]}>{end === 'from' ? 'From' : 'To'}</Label>
            <Input
              id={ids[end]}
              type="date"
              value={range[end]}
              aria-invalid={badRange || undefined}
              onChange={(e) => setRange((r) => ({ ...r, [end]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      {badRange && <Alert tone="error">{HISTORY_MSG.fromAfterTo}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="grid gap-3 md:grid-cols-3">
        {EXPORT_KINDS.map((kind) => (
          <li key={kind} className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3">
            <h3 className="text-sm font-semibold text-slate-900">{KIND_LABELS[kind].title}</h3>
            <p className="text-sm text-slate-700">{KIND_LABELS[kind].what}</p>
            <Button
              variant="outline"
              className="mt-2 self-start md:mt-auto md:self-stretch"
              disabled={badRange || (busy !== null && busy !== kind)}
              busy={busy === kind}
              busyLabel="Preparing…"
              onClick={() => download(kind)}
            >
              <Download aria-hidden="true" className="size-4" />
              {KIND_LABELS[kind].button}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
