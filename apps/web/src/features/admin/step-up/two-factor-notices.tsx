import { STEP_UP_MSG } from '@app/contract/security';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { MessageScreen } from '../components/message-screen';

const securitySettings = `${paths.settings}?section=security`;

/** Where admins must have two-factor sign-in (production): the console leads to its set-up. */
export function TwoFactorRequired() {
  return (
    <MessageScreen
      Icon={ShieldAlert}
      tone="danger"
      title="Turn on two-factor sign-in"
      to={securitySettings}
      action="Set up two-factor sign-in"
    >
      {STEP_UP_MSG.twoFactorRequired}
    </MessageScreen>
  );
}

/** Elsewhere the console works without it, and says what production will ask. */
export function TwoFactorWarning() {
  return (
    <Alert tone="warning" title="Two-factor sign-in is off">
      {STEP_UP_MSG.twoFactorWarning}{' '}
      <Link to={securitySettings} className="font-medium underline">
        Set it up now
      </Link>
    </Alert>
  );
}
