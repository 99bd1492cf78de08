import type pg from 'pg';

/**
 * Tables the serving role may only read and append to: the books and the audit log. Besides these,
 * every table with a trigger whose function is named `*append_only` (the database already refuses to
 * change its rows) gets the same grants, so a ledger table added by a later migration with such a
 * trigger is covered without editing this list.
 */
export const APPEND_ONLY_TABLES = ['journal_transactions', 'ledger_entries', 'audit_log'] as const;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The public tables that are append-only: the list above (where they exist) and those with such a trigger. */
export async function appendOnlyTables(owner: pg.ClientBase): Promise<string[]> {
  const { rows } = await owner.query<{ name: string }>(
    `SELECT c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname = ANY($1::text[])
     UNION
     SELECT c.relname
       FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE n.nspname = 'public' AND NOT t.tgisinternal AND p.proname LIKE '%append\\_only'
     ORDER BY 1`,
    [APPEND_ONLY_TABLES],
  );
  return rows.map((r) => r.name);
}

/**
 * Run by the owner after migrating, in one transaction (ADR 044): the serving role reads and writes
 * what the app needs, appends to the books and the audit log but never changes or deletes a row of
 * them, and owns nothing, so it can neither ALTER a table, disable or drop a trigger, nor replace a
 * function. Everything is granted afresh on every start, so a table a later migration adds is covered.
 */
export async function grantServingRole(owner: pg.ClientBase, role: string): Promise<void> {
  const who = quoteIdent(role);
  const appendOnly = await appendOnlyTables(owner);
  await owner.query('BEGIN');
  try {
    await owner.query(`GRANT USAGE ON SCHEMA public TO ${who}`);
    await owner.query(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${who}`);
    await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${who}`);
    for (const table of appendOnly) {
      await owner.query(`REVOKE UPDATE, DELETE ON ${quoteIdent(table)} FROM ${who}`);
    }
    await owner.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${who}`);
    await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${who}`);
    await owner.query('COMMIT');
  } catch (err) {
    await owner.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * The serving role must own nothing in the schema: an owner may disable triggers and rewrite the
 * books whatever it was granted. A start with two roles refuses one that still owns a table or a
 * function (a database created by the serving role before the split: see docs/deploy.md).
 */
export async function ownedByServingRole(serving: pg.ClientBase): Promise<string[]> {
  const { rows } = await serving.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND pg_get_userbyid(c.relowner) = current_user
     UNION
     SELECT p.proname || '()' FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) = current_user
     ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}
