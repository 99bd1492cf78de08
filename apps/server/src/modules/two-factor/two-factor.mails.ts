import { renderMail } from '../../mail/layout.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function twoFactorChangedMail(to: string, name: string, enabled: boolean) {
  return renderMail(to, {
    subject: enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in was turned off',
    greeting: `Hello ${firstName(name)},`,
    lines: enabled
      ? [
          'Two-factor sign-in with an authenticator app is now on for your account.',
          'Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.',
        ]
      : [
          'Two-factor sign-in was just turned off for your account.',
          'If you did not do this, change your password at once and contact support.',
        ],
  });
}

export function recoveryCodeUsedMail(to: string, name: string, left: number) {
  return renderMail(to, {
    subject: 'A recovery code was used to sign in',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `One of your recovery codes was just used to sign in. You have ${left} left.`,
      'If this was not you, change your password and sign out other devices in Settings.',
    ],
  });
}

/** An admin turned two-factor sign-in off for account recovery: the customer hears of it at once. */
export function twoFactorResetMail(to: string, name: string, supportEmail: string) {
  return renderMail(to, {
    subject: 'Two-factor sign-in was reset by our support team',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      'Our support team turned off two-factor sign-in for your account, to help you get back in.',
      'Your recovery codes no longer work. Sign in with your password, then set up two-factor sign-in again in Settings.',
      `If you did not ask for this, change your password at once and write to ${supportEmail}.`,
    ],
  });
}
