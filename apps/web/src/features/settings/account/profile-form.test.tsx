// @vitest-environment happy-dom
import { SECURITY_MSG } from '@app/contract/security';
import type { User } from '@app/contract/user';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, refusedField, renderWithClient } from '../../../test/render';
import { ProfileForm } from './profile-form';

const user: User = {
  _id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phonenumber: '+15551234567',
  dob: '1990-12-10',
  address: '12 St James Square, London',
  balance: 0,
  isVerified: true,
  emailVerified: true,
  userRole: 'customer',
  bankAccounts: [],
  idCardType: '',
  idCardNumber: '',
  idCardFile: '',
  kycStatus: 'none',
  twoFactorEnabled: false,
  plan: 'free',
  referralCode: 'ADA123',
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const saved = (changes: Partial<User>) => ({
  status: 200,
  body: { message: 'Saved', user: { ...user, ...changes } },
});
const save = () => userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

describe('profile form', () => {
  it('saves a new address without asking for the password', async () => {
    const seen = fakeNetwork(() => saved({ address: '1 Infinite Loop' }));
    renderWithClient(<ProfileForm user={user} />);

    expect(screen.queryByLabelText('Current password')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.type(screen.getByLabelText('Address'), '1 Infinite Loop');
    await save();

    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/auth/admin/users-profile/u1' });
    expect(seen[0]!.body).toMatchObject({ address: '1 Infinite Loop', email: user.email });
    expect(seen[0]!.body).not.toHaveProperty('password');
  });

  it('asks for the password and the code before a new email, and sends them (step-up)', async () => {
    const seen = fakeNetwork(() => saved({}));
    renderWithClient(<ProfileForm user={{ ...user, twoFactorEnabled: true }} />);

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@newmail.example');
    await userEvent.type(screen.getByLabelText('Current password'), 'correct horse');
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await save();

    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toMatchObject({
      email: 'ada@newmail.example',
      password: 'correct horse',
      code: '123456',
    });
  });

  it('shows a refused password on the password field', async () => {
    fakeNetwork(() => refusedField('password', SECURITY_MSG.wrongPassword));
    renderWithClient(<ProfileForm user={user} />);

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@newmail.example');
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await save();

    await waitFor(() =>
      expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText(SECURITY_MSG.wrongPassword).length).toBeGreaterThan(0);
  });

  it('locks the name while the identity check is pending', () => {
    fakeNetwork(() => saved({}));
    renderWithClient(<ProfileForm user={{ ...user, kycStatus: 'pending' }} />);
    expect(screen.getByLabelText('Full Name').hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText('Mobile Number').hasAttribute('readonly')).toBe(false);
  });
});
