import { MSG } from '@app/contract/messages';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useResendVerification } from '../api/use-resend-verification';

const COOLDOWN_SECONDS = 30;

/** 'Resend code': asks for a valid email first (`getEmail` returns null when the field is invalid). */
export function ResendCodeButton({ getEmail }: { getEmail: () => Promise<string | null> }) {
  const resend = useResendVerification();
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const onClick = async () => {
    const email = await getEmail();
    if (!email) return;
    try {
      const answer = await resend.mutateAsync(email);
      toast.success(answer.message || MSG.verificationSent);
      setCooldown(COOLDOWN_SECONDS);
    } catch (e) {
      toast.error(errorMessage(e, MSG.genericRetry));
    }
  };

  return (
    <Button
      variant="outline"
      size="lg"
      fullWidth
      onClick={onClick}
      busy={resend.isPending}
      busyLabel="Sending…"
      disabled={cooldown > 0}
    >
      {cooldown > 0 ? `Resend code (${cooldown}s)` : 'Resend code'}
    </Button>
  );
}
