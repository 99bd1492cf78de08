import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Executor, p: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values(p)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
