import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

// Money is integer cents in bigint columns, read as JS numbers: every amount we allow is far below 2^53.
export const cents = (name: string) => bigint(name, { mode: 'number' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
/** The key of a table whose rows the database names: a random UUID. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();
