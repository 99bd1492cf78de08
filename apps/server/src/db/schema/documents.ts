import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, generatedId, ts } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Identity documents, one row per stored file, apart from `users` so no list or profile query ever
 * reads their bytes. `key` is the server-made name that `users.id_card_key` points at. The bytes are
 * stored uncompressed out of line (STORAGE EXTERNAL, migration 0009): images and PDFs are compressed
 * already, and reading them in slices with substring() then touches only the slices' pages.
 */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('identity_documents_user_idx').on(t.userId),
    check('identity_documents_size_valid', sql`${t.byteSize} > 0 AND ${t.byteSize} <= 5242880`),
    check('identity_documents_size_matches', sql`octet_length(${t.bytes}) = ${t.byteSize}`),
  ],
);

/** Secrets the server makes for itself when none is configured (the JWT key), shared by all instances. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The files of closed months' statements, built once and served by every instance: a closed month
 * never changes, and building a PDF is the heaviest answer the API gives. `layout` names the
 * statement layout that built the file, so a new layout builds afresh instead of serving an old one.
 */
export const statementFiles = pgTable(
  'statement_files',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    variant: text('variant').notNull(),
    layout: text('layout').notNull(),
    body: bytea('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period, t.variant, t.layout] })],
);

/**
 * Archives of a customer's data (ADR 053): asked for on the request path as `building`, built by a
 * job on any instance that claims the row, served to its owner until `expires_at`, then emptied; the
 * row stays so the one-a-day limit still counts it.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['building', 'ready', 'failed'] })
      .notNull()
      .default('building'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    /** A job building it holds it until then; past it any instance may claim it again. */
    leaseUntil: ts('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    readyAt: ts('ready_at'),
    expiresAt: ts('expires_at'),
    archive: bytea('archive'),
    byteSize: integer('byte_size'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
    index('data_exports_building_idx').on(t.requestedAt).where(sql`${t.status} = 'building'`),
    check('data_exports_status_valid', sql`${t.status} IN ('building', 'ready', 'failed')`),
    check('data_exports_ready_when', sql`(${t.status} = 'ready') = (${t.readyAt} IS NOT NULL)`),
  ],
);
