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

/**
 * To the old address at request time: a change was asked for (nothing changes until the new address
 * confirms), with a link that cancels it and signs every device out.
 */
export function emailChangeRequestedMail(to: string, name: string, newEmail: string, cancelUrl: string) {
  return renderMail(to, {
    subject: 'Your account email is being changed',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Someone asked to change the email address of your account to ${newEmail}.`,
      `The change happens only when the code sent to that address is entered (within ${EMAIL_CHANGE_CODE_TTL_MINUTES} minutes).`,
      'If this was not you, cancel it with the link below: it also signs out every device. Then change your password.',
    ],
    action: { label: 'Cancel the email change', url: cancelUrl },
  });
}

/** To the owner of an address someone else tried to move their account to: a notice, never a code. */
export function emailInUseNoticeMail(to: string, name: string) {
  return renderMail(to, {
    subject: 'Someone tried to use your email address',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      'Someone asked to move another account to this email address, which your account already uses.',
      'Nothing changed on your account and no code was sent. You do not need to do anything.',
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
