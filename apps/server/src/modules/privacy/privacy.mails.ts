import { DATA_EXPORT_KEEP_DAYS, formatDateTime, PRODUCT_NAME } from '@app/contract';
import { renderMail } from '../../mail/layout.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function dataExportReadyMail(to: string, name: string, expiresAt: Date, publicUrl: string) {
  return renderMail(to, {
    subject: 'Your data is ready to download',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      'The archive of your data you asked for is ready: your profile, sessions, payment methods, requests, holdings, cash movements and identity document.',
      `Sign in and download it from Settings → Privacy until ${formatDateTime(expiresAt)}. After ${DATA_EXPORT_KEEP_DAYS} days it is deleted.`,
      'If you did not ask for it, change your password now.',
    ],
    action: { label: 'Open Settings', url: `${publicUrl}/settings` },
  });
}

/** The one mail a closed account still receives (ADR 053). */
export function accountClosedMail(to: string, name: string) {
  return {
    ...renderMail(to, {
      subject: 'Your account is closed',
      greeting: `Hello ${firstName(name)},`,
      lines: [
        `Your ${PRODUCT_NAME} account is closed and every device has been signed out. This is the last email we send you.`,
        'We have removed your password, your payment methods and your marketing choices. The law requires us to keep the record of your money movements, identity checks and account activity; we keep them, and use them for nothing else.',
        'If you did not close the account, or want to open it again, reply to this email or write to support.',
      ],
      footer: `You are receiving this because you closed your account with ${PRODUCT_NAME}.`,
    }),
    reachesClosedAccount: true,
  };
}

export function accountReopenedMail(to: string, name: string) {
  return renderMail(to, {
    subject: 'Your account is open again',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Your ${PRODUCT_NAME} account has been opened again at your request.`,
      'We are sending you a separate link to choose a new password; you can sign in once it is set.',
    ],
  });
}
