import type { User } from '@app/contract/user';
import { Badge } from '../../../components/ui/badge';
import { SectionCard } from '../components/section-card';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import { TwoFactorPanel } from './two-factor-panel';

/** Password & Security: change password, two-factor sign-in, active sessions. */
export function SecuritySection({ user }: { user: User }) {
  return (
    <>
      <SectionCard
        id="password"
        title="Change password"
        description="After a change, every other device is signed out. This one stays signed in."
      >
        <ChangePasswordForm />
      </SectionCard>
      <SectionCard
        id="two-factor"
        title="Two-factor sign-in"
        description="Ask for a code from an authenticator app each time you sign in, as well as your password."
        aside={user.twoFactorEnabled ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Off</Badge>}
      >
        <TwoFactorPanel enabled={user.twoFactorEnabled} />
      </SectionCard>
      <SectionCard
        id="sessions"
        title="Active sessions"
        description="Devices signed in to your account. Sign out any you do not recognise."
      >
        <SessionsList />
      </SectionCard>
    </>
  );
}
