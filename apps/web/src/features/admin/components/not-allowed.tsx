import { ADMIN_MSG } from '@app/contract/admin';
import { ShieldAlert } from 'lucide-react';
import { paths } from '../../../config/paths';
import { MessageScreen } from './message-screen';

/** Shown to anyone who is not an admin: the server refuses every admin call anyway (403). */
export function NotAllowed() {
  return (
    <MessageScreen
      Icon={ShieldAlert}
      tone="danger"
      title={ADMIN_MSG.notAllowedTitle}
      to={paths.dashboard}
      action="Back to Dashboard"
    >
      {ADMIN_MSG.notAllowed}
    </MessageScreen>
  );
}
