import {
  formatDateTime,
  PRODUCT_NAME,
  RESET_TOKEN_TTL_MINUTES,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@app/contract';
import { renderMail } from '../../mail/layout.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function verificationMail(to: string, name: string, code: string, publicUrl: string) {
  const url = `${publicUrl}/verify-email?email=${encodeURIComponent(to)}&code=${code}`;
  return renderMail(to, {
    subject: 'Verify your email',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Welcome to ${PRODUCT_NAME}. Enter this 6-digit code to verify your email address.`,
      `The code is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes.`,
    ],
    code,
    action: { label: 'Verify my email', url },
    footer: 'If you did not sign up, you can ignore this email.',
  });
}

export function resetMail(to: string, name: string, token: string, publicUrl: string) {
  return renderMail(to, {
    subject: 'Reset your password',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      'We received a request to reset your password.',
      `The link is valid for ${RESET_TOKEN_TTL_MINUTES} minutes and can be used once.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: `${publicUrl}/reset-password/${token}` },
  });
}

export function signInAlertMail(to: string, name: string, device: string, ip: string, when: Date) {
  return renderMail(to, {
    subject: 'New sign-in to your account',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Your account was signed in to on ${formatDateTime(when, { timeZone: 'UTC' })} UTC from ${device || 'an unknown device'} (IP ${ip || 'unknown'}).`,
      'If this was you, there is nothing to do. If not, change your password now and sign out other devices in Settings.',
    ],
  });
}

export function passwordChangedMail(to: string, name: string) {
  return renderMail(to, {
    subject: 'Your password was changed',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      'Your password was just changed and your other devices were signed out.',
      'If you did not do this, reset your password at once and contact support.',
    ],
  });
}
