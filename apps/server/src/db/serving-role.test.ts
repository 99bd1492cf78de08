import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { balanceOf, fund } from '../modules/wallet/wallet.test-support.ts';
import { startTestServer, type TestServer, testConfig } from '../test/harness.ts';
import { expectLedgerConsistent, SETUP_TIMEOUT, TEST_TIMEOUT } from '../test/suite.ts';
import { onPostgres } from '../test/test-database.ts';
import { signUpAdmin, signUpAndLogin } from '../test/users.ts';

if (!onPostgres) {
  console.info('serving role tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL.');
}

/** The database's own refusal of a statement, or 'accepted'. */
async function refusal(client: pg.Client, statement: string): Promise<string> {
  try {
    await client.query(statement);
    return 'accepted';
  } catch (e) {
    return (e as Error).message;
  }
}

const REFUSED = /permission denied|must be owner/;

describe.skipIf(!onPostgres)(
  'the serving role cannot re-forge the books (ADR 044)',
  { timeout: TEST_TIMEOUT },
  () => {
    let server: TestServer;
    let serving: pg.Client;
    let owner: pg.Client;
    beforeAll(async () => {
      server = await startTestServer({}, { twoRoles: true });
      serving = new pg.Client({ connectionString: server.app.config.databaseUrl });
      owner = new pg.Client({ connectionString: server.app.config.databaseMigrationUrl });
      await Promise.all([serving.connect(), owner.connect()]);
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await Promise.all([serving?.end(), owner?.end()]);
      await server?.close();
    });

    it('serves as a role other than the owner, and the app books a deposit through it', async () => {
      const [me, tables] = await Promise.all([
        serving.query<{ role: string }>('SELECT current_user AS role'),
        owner.query<{ owner: string }>(
          "SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = 'public'",
        ),
      ]);
      expect(tables.rows.map((r) => r.owner)).not.toContain(me.rows[0]!.role);
      const admin = await signUpAdmin(server);
      const customer = await signUpAndLogin(server);
      await fund(server, admin, customer, 250);
      expect(await balanceOf(server, customer)).toBe(250);
      const { rows } = await serving.query(
        'SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1',
        [customer.id],
      );
      expect(rows[0].n).toBeGreaterThan(0);
      await expectLedgerConsistent(server);
    });

    it('cannot UPDATE, DELETE or TRUNCATE a posting, a journal transaction or an audit entry', async () => {
      for (const table of ['ledger_entries', 'journal_transactions', 'audit_log']) {
        const [{ n }] = (await serving.query(`SELECT count(*)::int AS n FROM ${table}`)).rows;
        expect(n, `${table} has rows to attack`).toBeGreaterThan(0);
        expect(await refusal(serving, `UPDATE ${table} SET id = id`)).toMatch(/permission denied/);
        expect(await refusal(serving, `DELETE FROM ${table}`)).toMatch(/permission denied/);
        expect(await refusal(serving, `TRUNCATE ${table}`)).toMatch(/permission denied/);
        expect(await refusal(serving, `SELECT * FROM ${table} LIMIT 1 FOR UPDATE`)).toMatch(
          /permission denied/,
        );
      }
      expect(await refusal(serving, 'UPDATE ledger_entries SET amount_cents = amount_cents * 3')).toMatch(
        /permission denied/,
      );
    });

    it('cannot disable or drop a trigger, replace or drop its function, or drop or alter a table', async () => {
      const { rows: triggers } = await owner.query<{ table: string; trigger: string; fn: string }>(
        `SELECT c.relname AS table, t.tgname AS trigger, p.proname AS fn
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE NOT t.tgisinternal AND c.relname IN ('journal_transactions', 'ledger_entries', 'audit_log')`,
      );
      expect(triggers.length).toBeGreaterThan(0);
      for (const { table, trigger, fn } of triggers) {
        expect(await refusal(serving, `ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`)).toMatch(REFUSED);
        expect(await refusal(serving, `DROP TRIGGER ${trigger} ON ${table}`)).toMatch(REFUSED);
        expect(await refusal(serving, `DROP FUNCTION ${fn}() CASCADE`)).toMatch(REFUSED);
        expect(
          await refusal(
            serving,
            `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`,
          ),
        ).toMatch(REFUSED);
      }
      for (const table of ['journal_transactions', 'ledger_entries', 'audit_log']) {
        expect(await refusal(serving, `ALTER TABLE ${table} DISABLE TRIGGER ALL`)).toMatch(REFUSED);
        expect(await refusal(serving, `DROP TABLE ${table} CASCADE`)).toMatch(REFUSED);
      }
      expect(await refusal(serving, 'SET session_replication_role = replica')).toMatch(REFUSED);
      expect(await refusal(serving, 'CREATE TABLE public.shadow (id int)')).toMatch(REFUSED);
      // Still whole: the books pass every check after the attempts.
      await expectLedgerConsistent(server);
    });

    it('a later table is covered: append-only by its trigger, read-write otherwise', async () => {
      await owner.query(`CREATE TABLE ledger_test_seals (id bigint PRIMARY KEY, hash text NOT NULL)`);
      await owner.query(
        `CREATE TRIGGER ledger_test_seals_no_update BEFORE UPDATE OR DELETE ON ledger_test_seals
         FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
      );
      await owner.query(`CREATE TABLE later_plain (id int PRIMARY KEY)`);
      const second = await buildApp(
        testConfig(mkdtempSync(path.join(tmpdir(), 'verdant-roles-')), server.app.config.databaseUrl!, {
          databaseMigrationUrl: server.app.config.databaseMigrationUrl,
        }),
      );
      try {
        await serving.query(`INSERT INTO ledger_test_seals VALUES (1, 'x')`);
        expect(await refusal(serving, `UPDATE ledger_test_seals SET hash = 'y'`)).toMatch(
          /permission denied/,
        );
        expect(await refusal(serving, 'DELETE FROM ledger_test_seals')).toMatch(/permission denied/);
        await serving.query('INSERT INTO later_plain VALUES (1)');
        await serving.query('UPDATE later_plain SET id = 2');
        await serving.query('DELETE FROM later_plain');
      } finally {
        await second.close();
        rmSync(second.config.dataDir, { recursive: true, force: true });
        await owner.query('DROP TABLE ledger_test_seals, later_plain');
      }
    });

    it('refuses to start when the serving role owns a table, or both URLs are one role', async () => {
      const { rows } = await serving.query<{ role: string }>('SELECT current_user AS role');
      const dir = mkdtempSync(path.join(tmpdir(), 'verdant-roles-'));
      // Only a superuser hands a table to another role: as on a database the app role created itself.
      const superuser = new URL(process.env.TEST_DATABASE_URL!);
      superuser.pathname = new URL(server.app.config.databaseUrl!).pathname;
      const su = new pg.Client({ connectionString: superuser.toString() });
      await su.connect();
      try {
        await su.query('CREATE TABLE owned_by_app (id int)');
        await su.query(`ALTER TABLE owned_by_app OWNER TO ${rows[0]!.role}`);
        const config = testConfig(dir, server.app.config.databaseUrl!, {
          databaseMigrationUrl: server.app.config.databaseMigrationUrl,
        });
        await expect(buildApp(config)).rejects.toThrow(/owns owned_by_app/);
        await expect(
          buildApp({
            ...config,
            databaseMigrationUrl: `${server.app.config.databaseUrl!}?application_name=x`,
          }),
        ).rejects.toThrow(/same role/);
      } finally {
        await su.query('DROP TABLE IF EXISTS owned_by_app');
        await su.end();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
