import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema.ts';
import { verifyLedger } from '../../shared/ledger-verify.ts';
import type { TestServer } from '../../test/harness.ts';

export const SETUP_TIMEOUT = 180_000;
export const TEST_TIMEOUT = 120_000;

/** Rows for list and search tests, written straight to the table (no sign-in needed, no password usable). */
export async function insertPlainUsers(
  server: TestServer,
  people: { name: string; email: string; createdAt?: Date }[],
) {
  if (people.length === 0) return [];
  return server.app.db
    .insert(users)
    .values(
      people.map((p) => ({
        name: p.name,
        email: p.email,
        passwordHash: '!unusable',
        createdAt: p.createdAt ?? new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email, name: users.name });
}

export async function userCount(server: TestServer) {
  const [row] = await server.app.db.select({ n: sql<string>`count(*)::text` }).from(users);
  return Number(row!.n);
}

/** Everything ledger:verify checks holds: the chain, the sums, every balance, fees and daily totals. */
export async function expectLedgerConsistent(server: TestServer) {
  expect((await verifyLedger(server.app.db)).problems).toEqual([]);
}

export function editBalance(server: TestServer, token: string, userId: string, body: unknown) {
  return server.request('PUT', `/auth/admin/edit-task/${userId}`, { token, body });
}
