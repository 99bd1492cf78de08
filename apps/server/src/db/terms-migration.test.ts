import { describe, expect, it } from 'vitest';
import { databaseBefore } from './migrations.test-support.ts';

const ADA = '11111111-1111-4111-8111-111111111111';
const FARM = '22222222-2222-4222-8222-222222222221';
const NOTE = '22222222-2222-4222-8222-222222222222';

describe('migration 0023: terms become a count and a unit', { timeout: 120_000 }, () => {
  it('converts every stored duration text and refuses a unit or count outside the rules', async () => {
    const { db, migrate } = await databaseBefore('0023_holding_lifecycle');
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
    await migrate();

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
