import { statementListSchema } from '@app/contract/history';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { api, errorMessage } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { formatMonth, formatUsd } from '../../lib/format';
import { historyApiPaths } from '../../lib/queries/history-paths';
import { DocumentRow } from './document-row';

/** Transactions → Statements: one row per month since the account opened, as PDF or CSV. */
export function StatementsList() {
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['statements'],
    queryFn: async ({ signal }) =>
      (await api.get(historyApiPaths.statements, { schema: statementListSchema, signal })).data,
  });
  const download = (period: string, format: 'pdf' | 'csv') => {
    setError(null);
    downloadFile(`/auth/statements/${period}?format=${format}`, `statement-${period}.${format}`).catch((e) =>
      setError(errorMessage(e)),
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle id="statements">Statements</CardTitle>
        <CardDescription>
          A statement for each month: opening balance, every movement with its running balance, fees paid,
          holdings at month end and closing balance.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {error && <Alert tone="error">{error}</Alert>}
        {list.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : list.isError ? (
          <Alert tone="error">{errorMessage(list.error)}</Alert>
        ) : (
          <ul className="divide-y divide-slate-100" aria-labelledby="statements">
            {list.data.map((s) => (
              <DocumentRow
                key={s.period}
                title={formatMonth(s.period)}
                detail={`Opening ${formatUsd(s.openingBalance)} · Closing ${formatUsd(s.closingBalance)}`}
                label={`${formatMonth(s.period)} statement`}
                onDownload={(format) => download(s.period, format)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
