// @vitest-environment happy-dom
import { RECOVERY_CODE_COUNT, SECURITY_MSG } from '@app/contract/security';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, refusedField, renderWithClient } from '../../../test/render';
import { TwoFactorSetup } from './two-factor-setup';

const setup = {
  otpauthUrl: 'otpauth://totp/Invest:ada@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Invest',
  qrDataUrl: 'data:image/png;base64,AAAA',
};
const codes = Array.from({ length: RECOVERY_CODE_COUNT }, (_, i) => `code-${i}`);

async function startSetup(password: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
  await userEvent.type(screen.getByLabelText('Current password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('two-factor set-up', () => {
  it('asks for the password, shows the key grouped by four, and hands over the recovery codes', async () => {
    const seen = fakeNetwork((req) =>
      req.path === '/auth/2fa/setup'
        ? { status: 200, body: setup }
        : { status: 200, body: { message: SECURITY_MSG.twoFactorEnabled, recoveryCodes: codes } },
    );
    const onEnabled = vi.fn();
    renderWithClient(<TwoFactorSetup onEnabled={onEnabled} />);

    await startSetup('correct horse');
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    await userEvent.type(screen.getByLabelText('Authentication code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    await waitFor(() => expect(onEnabled).toHaveBeenCalledWith(codes));
    expect(seen.map((r) => [r.path, r.body])).toEqual([
      ['/auth/2fa/setup', { password: 'correct horse' }],
      ['/auth/2fa/enable', { code: '123456' }],
    ]);
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    const seen = fakeNetwork(() => ({ status: 200, body: setup }));
    renderWithClient(<TwoFactorSetup onEnabled={() => {}} />);

    await startSetup('correct horse');
    await userEvent.type(await screen.findByLabelText('Authentication code'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(seen.map((r) => r.path)).toEqual(['/auth/2fa/setup']);
  });

  it('puts a wrong password on the password field and stays on it', async () => {
    fakeNetwork(() => refusedField('password', SECURITY_MSG.wrongPassword));
    renderWithClient(<TwoFactorSetup onEnabled={() => {}} />);

    await startSetup('wrong');

    expect(await screen.findByText(SECURITY_MSG.wrongPassword)).toBeTruthy();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
  });

  it('goes back to the start on cancel', async () => {
    fakeNetwork(() => ({ status: 200, body: setup }));
    renderWithClient(<TwoFactorSetup onEnabled={() => {}} />);

    await startSetup('correct horse');
    await screen.findByTestId('totp-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
  });
});
