import { renderMail } from '../../mail/layout.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function kycSubmittedMail(to: string, name: string) {
  return renderMail(to, {
    subject: 'We received your identity document',
    greeting: `Hello ${firstName(name)},`,
    lines: ['Thank you. Your document is under review; we will email you as soon as it has been checked.'],
  });
}

export function kycApprovedMail(to: string, name: string, publicUrl: string) {
  return renderMail(to, {
    subject: 'Your identity is verified',
    greeting: `Hello ${firstName(name)},`,
    lines: ['Your identity document has been approved. You can now invest.'],
    action: { label: 'Explore investments', url: `${publicUrl}/investments` },
  });
}

export function kycRejectedMail(to: string, name: string, reason: string, publicUrl: string) {
  return renderMail(to, {
    subject: 'Your identity document was not accepted',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      'We could not verify your identity with the document you sent.',
      `Reason: ${reason}`,
      'You can submit a new document in Settings, under Verification.',
    ],
    action: { label: 'Open Settings', url: `${publicUrl}/settings` },
  });
}
