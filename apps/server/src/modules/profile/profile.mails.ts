import { EMAIL_CHANGE_CODE_TTL_MINUTES } from '@app/contract';
import { renderMail } from '../../mail/layout.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** To the new address: the code that confirms it. */
export function emailChangeCodeMail(to: string, name: string, code: string) {
  return renderMail(to, {
    subject: 'Confirm your new email address',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      'Enter this 6-digit code in Settings to make this your account email address.',
      `The code is valid for ${EMAIL_CHANGE_CODE_TTL_MINUTES} minutes.`,
    ],
    code,
    footer: 'If you did not ask for this, you can ignore this email: nothing changes without the code.',
  });
}

/** To the old address: a change was asked for (nothing changes until the new address confirms). */
export function emailChangeRequestedMail(to: string, name: string, newEmail: string) {
  return renderMail(to, {
    subject: 'Your account email is being changed',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Someone asked to change the email address of your account to ${newEmail}.`,
      'The change happens only when the code sent to that address is entered.',
      'If this was not you, change your password now and contact support.',
    ],
  });
}

/** To the old address once the change is done. */
export function emailChangedMail(to: string, name: string, newEmail: string) {
  return renderMail(to, {
    subject: 'Your account email was changed',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `The email address of your account is now ${newEmail}. Emails will go there from now on.`,
      'If this was not you, contact support at once.',
    ],
  });
}
