import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

async function apply(db: PGlite, tag: string) {
  const text = readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
}

const ADA = '11111111-1111-4111-8111-111111111111';
const FARM = '22222222-2222-4222-8222-222222222221';
const NOTE = '22222222-2222-4222-8222-222222222222';

describe('migration 0023: terms become a count and a unit', { timeout: 120_000 }, () => {
  it('converts every stored duration text and refuses a unit or count outside the rules', async () => {
    const db = new PGlite();
    const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
    const at = entries.findIndex((e) => e.tag === '0023_holding_lifecycle');
    for (const e of entries.slice(0, at)) await apply(db, e.tag);
    await db.exec(`
      INSERT INTO users (id, name, email, password_hash) VALUES ('${ADA}', 'Ada', 'ada@example.com', 'x');
      INSERT INTO offerings (id, name, category, return_bps, duration, price_per_unit_cents) VALUES
        ('${FARM}', 'Farm', 'Agriculture', 1000, '9 months', 100_00),
        ('${NOTE}', 'Note', 'Banking', 50, '1 year', 100_00);
      INSERT INTO holdings (user_id, offering_id, units, price_per_unit_cents, amount_cents, return_bps,
          expected_return_cents, duration, maturity_at, reference)
        VALUES ('${ADA}', '${FARM}', 1, 100_00, 100_00, 1000, 10_00, '30 days', now(), 'VI-AAAAA1'),
               ('${ADA}', '${NOTE}', 1, 100_00, 100_00, 50, 50, '12 weeks', now(), 'VI-AAAAA2');
    `);
    await apply(db, entries[at]!.tag);

    const offerings = await db.query<{
      name: string;
      term_count: number;
      term_unit: string;
      performance: string;
    }>('SELECT name, term_count, term_unit, performance FROM offerings ORDER BY name');
    expect(offerings.rows).toEqual([
      { name: 'Farm', term_count: 9, term_unit: 'month', performance: 'performing' },
      { name: 'Note', term_count: 1, term_unit: 'year', performance: 'performing' },
    ]);
    const holdings = await db.query<{
      reference: string;
      term_count: number;
      term_unit: string;
      instruction: string;
    }>('SELECT reference, term_count, term_unit, instruction FROM holdings ORDER BY reference');
    expect(holdings.rows).toEqual([
      { reference: 'VI-AAAAA1', term_count: 30, term_unit: 'day', instruction: 'payout' },
      { reference: 'VI-AAAAA2', term_count: 12, term_unit: 'week', instruction: 'payout' },
    ]);
    await expect(db.exec(`UPDATE offerings SET term_unit = 'decade'`)).rejects.toThrow(/term_unit_valid/);
    await expect(db.exec(`UPDATE offerings SET term_count = 11, term_unit = 'year'`)).rejects.toThrow(
      /term_count_range/,
    );
    await expect(db.exec(`UPDATE holdings SET instruction = 'spend'`)).rejects.toThrow(/instruction_valid/);
    await db.close();
  });
});
