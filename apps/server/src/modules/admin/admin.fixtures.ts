import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { TestServer } from '../../test/harness.ts';

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

export function editBalance(server: TestServer, token: string, userId: string, body: unknown) {
  return server.request('PUT', `/auth/admin/edit-task/${userId}`, { token, body });
}
