import { useState } from 'react';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorSetup } from './two-factor-setup';

/** Off: set up with an authenticator app. On: turn off (password + code). Recovery codes shown once. */
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <>
      {enabled ? <TwoFactorDisable /> : <TwoFactorSetup onEnabled={setRecoveryCodes} />}
      <RecoveryCodesDialog codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />
    </>
  );
}
