import { PRODUCT_NAME } from '@app/contract/brand';
import { Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';

function download(codes: string[]) {
  const text = `${PRODUCT_NAME} recovery codes\nEach code signs you in once.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'verdant-recovery-codes.txt';
  a.click();
  URL.revokeObjectURL(url);
}

/** The 10 recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes?.join('\n') ?? '');
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Could not copy. Select the codes and copy them by hand.');
    }
  };
  return (
    <Dialog
      open={codes !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Save your recovery codes"
      description="If you lose your phone, each code signs you in once. They are shown only now: keep them somewhere safe."
      hideClose
      footer={
        <>
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden="true" className="size-4" />
            Copy
          </Button>
          <Button variant="outline" onClick={() => codes && download(codes)}>
            <Download aria-hidden="true" className="size-4" />
            Download
          </Button>
          <Button onClick={onClose}>I have saved them</Button>
        </>
      }
    >
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm"
      >
        {codes?.map((code) => (
          <li key={code} className="text-center text-slate-900">
            {code}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
