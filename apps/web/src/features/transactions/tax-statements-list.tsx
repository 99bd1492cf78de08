import { TAX_STATEMENT_MSG, taxYearsSchema } from '@app/contract/figures';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LiveStatus } from '../../components/ui/live-status';
import { Skeleton } from '../../components/ui/skeleton';
import { api, errorMessage } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { historyApiPaths } from '../../lib/queries/history-paths';
import { DocumentRow } from './document-row';

/** Transactions → Tax statements: one per calendar year with activity, as PDF or CSV. */
export function TaxStatementsList() {
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const list = useQuery({
    queryKey: ['tax-statements'],
    queryFn: async ({ signal }) =>
      (await api.get(historyApiPaths.taxStatements, { schema: taxYearsSchema, signal })).data,
  });
  const download = (year: number, format: 'pdf' | 'csv') => {
    setError(null);
    downloadFile(
      `${historyApiPaths.taxStatements}/${year}?format=${format}`,
      `tax-statement-${year}.${format}`,
    )
      .then(() => setStatus(`${year} tax statement downloaded.`))
      .catch((e) => setError(errorMessage(e)));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle id="tax-statements">Tax statements</CardTitle>
        <CardDescription>
          A statement for each calendar year (UTC): returns received, fees paid, recoveries and write-offs,
          deposits and withdrawals, and your holdings at year end. {TAX_STATEMENT_MSG.notAdvice}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <LiveStatus>{status}</LiveStatus>
        {error && <Alert tone="error">{error}</Alert>}
        {list.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : list.isError ? (
          <Alert tone="error">{errorMessage(list.error)}</Alert>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-slate-600">No activity yet: a year appears here once money moves.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-labelledby="tax-statements">
            {list.data.map(({ year }) => (
              <DocumentRow
                key={year}
                title={String(year)}
                label={`${year} tax statement`}
                onDownload={(format) => download(year, format)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
