import { expect, type Page } from '@playwright/test';
import { verificationCodeFor } from './outbox.ts';

export const DEMO = {
  admin: { email: 'admin@demo.verdant.invest', password: 'Demo-Admin-2026' },
  customer: { email: 'investor@demo.verdant.invest', password: 'Demo-Invest-2026' },
  /** The demo's second admin: one admin asks, the other approves (ADR 027). */
  checker: { email: 'checker@demo.verdant.invest', password: 'Demo-Check-2026' },
} as const;

/**
 * Made at start from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts), without two-factor
 * sign-in: only the enrolment journey signs in with it, since it turns 2FA on for good.
 */
export const NEW_ADMIN = { email: 'security@e2e.verdant.invest', password: 'Security-Admin-2026' } as const;

const base = () => process.env.E2E_BASE_URL!;
let n = 0;
export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${Date.now().toString(36)}.${++n}@example.com`;

/** A JSON call to the real API, as a client other than the browser would make it. */
export async function api<T = any>(method: string, urlPath: string, body?: unknown, token?: string) {
  const res = await fetch(`${base()}/api${urlPath}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function apiLogin(email: string, password: string): Promise<{ token: string; id: string }> {
  const res = await api('POST', '/auth/login', { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.token, id: res.body.payload._id };
}

/** A fresh verified customer created through the API (register + mailed code). */
export async function createCustomer(name = 'Erin Example') {
  const email = uniqueEmail();
  const password = 'Journey-Pass-42';
  const reg = await api('POST', '/auth/register', {
    name,
    email,
    password,
    confirmPassword: password,
    phonenumber: '+15550109999',
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const code = await verificationCodeFor(email);
  expect((await api('POST', '/auth/verify-email', { email, code })).status).toBe(200);
  return { email, password, name };
}

/** Signs in through the login screen and waits for the home it leads to: the dashboard, or an admin's console. */
export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/(admin-)?dashboard$/);
}
