import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { rows } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { postJournal } from './ledger.repository.ts';
import { type Checkpoint, checkCheckpoint, takeCheckpoint, verifyingKey } from './ledger-checkpoint.ts';
import { verifyLedger } from './ledger-verify.ts';

/**
 * The chain anchored outside the database (ADR 050): the newest seal signed with an Ed25519 key kept
 * outside it, written as a file; the check against it fails on a bad signature, and names the seal
 * when someone with the owner's rights rewrote a deposit and re-hashed every seal with the database's
 * own functions, which every check inside the database then passes.
 */
let server: TestServer;
let dir: string;
let me: string;
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

const deposit = (cents: number) =>
  server.app.db.transaction((tx) =>
    postJournal(tx, {
      kind: 'deposit',
      postings: [
        { account: { type: 'bank' }, amountCents: -cents, kind: 'deposit' },
        { account: { type: 'cash', userId: me }, amountCents: cents, kind: 'deposit' },
      ],
    }),
  );

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(path.join(tmpdir(), 'ledger-checkpoints-'));
  const [u] = await server.app.db
    .insert(users)
    .values({
      name: 'Cora Checkpoint',
      email: `checkpoint.${randomUUID()}@example.com`,
      passwordHash: 'x',
      phonenumber: '+15550100011',
    })
    .returning({ id: users.id });
  me = u!.id;
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function checkpointNow(): Promise<{ file: string; checkpoint: Checkpoint }> {
  await server.app.ledgerSealer.sealNow();
  const taken = await takeCheckpoint(server.app.db, { key: privateKey, dir });
  expect(taken).not.toBeNull();
  return taken!;
}

describe('ledger checkpoints', { timeout: 60_000 }, () => {
  it('signs the newest seal into a file that the chain is then checked against', async () => {
    for (const cents of [250_00, 40_00]) await deposit(cents);
    const { file, checkpoint } = await checkpointNow();
    const onDisk = JSON.parse(readFileSync(file, 'utf8'));
    expect(onDisk).toEqual(checkpoint);
    expect(await checkCheckpoint(server.app.db, onDisk, publicKey)).toEqual([]);
    // Later seals do not disturb an older checkpoint.
    await deposit(1_00);
    await server.app.ledgerSealer.sealNow();
    expect(await checkCheckpoint(server.app.db, onDisk, publicKey)).toEqual([]);
  });

  it('refuses a checkpoint whose hash or signature was changed, or signed by another key', async () => {
    const { checkpoint } = await checkpointNow();
    const bad = 'FAILED: the checkpoint signature does not match the checkpoint key';
    expect(await checkCheckpoint(server.app.db, { ...checkpoint, hash: '0'.repeat(64) }, publicKey)).toEqual([
      bad,
    ]);
    const sig = Buffer.from(checkpoint.signature, 'base64');
    sig[0] = sig[0]! ^ 1;
    expect(
      await checkCheckpoint(server.app.db, { ...checkpoint, signature: sig.toString('base64') }, publicKey),
    ).toEqual([bad]);
    const other = generateKeyPairSync('ed25519').publicKey;
    expect(await checkCheckpoint(server.app.db, checkpoint, other)).toEqual([bad]);
    expect(await checkCheckpoint(server.app.db, { format: 'something else' }, publicKey)).toEqual([
      'FAILED: not a ledger checkpoint (verdant-ledger-checkpoint/1)',
    ]);
  });

  it('a deposit rewritten by the owner and every seal re-hashed: only the checkpoint names the seal', async () => {
    const rewritten = await deposit(75_00);
    await deposit(10_00);
    const { checkpoint } = await checkpointNow();
    await server.app.db.transaction(async (t) => {
      // The owner's rights: the append-only triggers off for this session.
      await t.execute(sql`SET LOCAL session_replication_role = replica`);
      await t.execute(sql`UPDATE ledger_entries SET amount_cents = amount_cents * 10
                          WHERE transaction_id = ${rewritten.transactionId}::uuid`);
      await t.execute(sql`UPDATE ledger_entries SET balance_after_cents = balance_after_cents + 67500
                          WHERE user_id = ${me}::uuid AND account_type = 'cash'
                            AND (created_at, id) >= (SELECT created_at, id FROM ledger_entries
                                                     WHERE transaction_id = ${rewritten.transactionId}::uuid
                                                       AND account_type = 'cash')`);
      await t.execute(sql`UPDATE users SET balance_cents = balance_cents + 67500 WHERE id = ${me}::uuid`);
      await t.execute(sql`SELECT ledger_daily_totals_rebuild()`);
      // Every seal re-hashed in order with the database's own function, and the sealer's head moved.
      const seals = await rows<{ seq: string; transaction_id: string }>(
        t,
        sql`SELECT seq::text, transaction_id::text FROM journal_seals ORDER BY seq`,
      );
      await t.execute(sql`DELETE FROM journal_seals`);
      let prev = '0'.repeat(64);
      for (const s of seals) {
        const [r] = await rows<{ hash: string }>(
          t,
          sql`INSERT INTO journal_seals (seq, transaction_id, prev_hash, hash)
              SELECT ${s.seq}::bigint, j.id, ${prev}, journal_seal_hash(${prev}, ${s.seq}::bigint, j)
              FROM journal_transactions j WHERE j.id = ${s.transaction_id}::uuid RETURNING hash`,
        );
        prev = r!.hash;
      }
      await t.execute(sql`UPDATE journal_sealer SET head = ${prev}`);
    });
    expect((await verifyLedger(server.app.db)).problems).toEqual([]);
    expect(await checkCheckpoint(server.app.db, checkpoint, publicKey)).toEqual([
      `FAILED: seal #${checkpoint.seq} ${checkpoint.transactionId} is not the checkpoint's: the chain was rewritten at or before it`,
    ]);
  });
});

describe('LEDGER_CHECKPOINT_KEY', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    TOTP_SEALING_KEY: 't'.repeat(40),
    DATABASE_URL: 'postgres://db.example/verdant',
    PUBLIC_URL: 'https://verdant.example',
    PLATFORM_BANK_NAME: 'First Bank',
    PLATFORM_BANK_ACCOUNT_NAME: 'Verdant Invest client money',
    PLATFORM_BANK_ACCOUNT_NUMBER: '87654321',
  };

  it('is required in production, must be an Ed25519 PKCS#8 key, and verifies through its public half', () => {
    expect(() => loadConfig(production)).toThrow(/LEDGER_CHECKPOINT_KEY: required when NODE_ENV=production/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => loadConfig({ ...production, LEDGER_CHECKPOINT_KEY: rsa })).toThrow(
      /LEDGER_CHECKPOINT_KEY: must be an Ed25519 private key/,
    );
    const config = loadConfig({
      ...production,
      LEDGER_CHECKPOINT_KEY: pem,
      LEDGER_CHECKPOINT_DIR: '/var/checkpoints',
    });
    expect(config.ledgerCheckpoint?.key?.asymmetricKeyType).toBe('ed25519');
    expect(config.ledgerCheckpoint?.dir).toBe('/var/checkpoints');
    expect(verifyingKey({ privateKeyPem: pem })?.equals(publicKey)).toBe(true);
  });
});
