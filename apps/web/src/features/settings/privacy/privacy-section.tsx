import {
  DATA_EXPORT_EVERY_HOURS,
  DATA_EXPORT_KEEP_DAYS,
  dataExportRequestSchema,
} from '@app/contract/account-closure';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { submitToServer } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDataExport, useRequestDataExport } from '../api/use-privacy';
import { SectionCard } from '../components/section-card';

/** The server answers the archive's address under /api; the client adds its own API base. */
const apiRelative = (url: string) => url.replace(/^\/api(?=\/)/, '');

function AskForArchive() {
  const ask = useRequestDataExport();
  const form = useForm({ resolver: zodResolver(dataExportRequestSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitToServer(
    form,
    ['password'],
    async (values) => {
      toast.success((await ask.mutateAsync(values)).message);
      form.reset({ password: '' });
    },
    (e) => toast.error(errorMessage(e)),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <FormField
        label="Current password"
        error={errors.password?.message}
        hint="We ask again so that nobody using a device you left signed in can take your data."
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <Button type="submit" busy={isSubmitting} busyLabel="Asking…">
        Download my data
      </Button>
    </form>
  );
}

function ArchiveState() {
  const state = useDataExport();
  const [downloading, setDownloading] = useState(false);
  if (state.isPending) return <Skeleton className="h-24 w-full" />;
  if (state.isError) return <Alert tone="error">{errorMessage(state.error)}</Alert>;
  const data = state.data;
  if (data.status === 'building') {
    return (
      <Alert tone="info" title="Your archive is being prepared">
        We will email you when it is ready. You can leave this page.
      </Alert>
    );
  }
  if (data.status === 'ready' && data.url && data.expiresAt) {
    const url = data.url;
    return (
      <div className="space-y-3">
        <Alert tone="success" title="Your archive is ready">
          You can download it until {formatDateTime(data.expiresAt)}. After that it is deleted.
        </Alert>
        <Button
          busy={downloading}
          busyLabel="Downloading…"
          onClick={async () => {
            setDownloading(true);
            try {
              await downloadFile(apiRelative(url), 'verdant-invest-data.zip');
            } catch (e) {
              toast.error(errorMessage(e));
            } finally {
              setDownloading(false);
            }
          }}
        >
          <Download aria-hidden="true" className="size-4" />
          Download archive (zip)
        </Button>
      </div>
    );
  }
  return <AskForArchive />;
}

/** Settings → Privacy: an archive of everything the account holds, on request (ADR 053). */
export function PrivacySection() {
  return (
    <SectionCard
      id="data-export"
      title="Download my data"
      description={`One zip archive with your profile, sign-in sessions, payment methods, requests, holdings, cash movements and the identity document you sent. It is prepared in the background, kept for ${DATA_EXPORT_KEEP_DAYS} days, and you can ask for one every ${DATA_EXPORT_EVERY_HOURS} hours.`}
    >
      <ArchiveState />
    </SectionCard>
  );
}
