import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Executor } from '../db/client.ts';
import { newestSeal, sealAt } from './ledger-seal.repository.ts';

/**
 * The chain anchored outside the database (docs/decisions/050-ledger-at-the-database-pace.md): the
 * newest seal, signed with an Ed25519 key that is never in the database, written as a small JSON file
 * outside it. Someone who rewrites postings and re-hashes every seal with the database's own functions
 * passes every check inside the database; the checkpoint's seal no longer matches and names them.
 */

export const CHECKPOINT_FORMAT = 'verdant-ledger-checkpoint/1';
/** The sealer writes a checkpoint at most this often (and `npm run ledger:checkpoint` on demand). */
export const CHECKPOINT_EVERY_MS = 10 * 60_000;

export interface Checkpoint {
  format: typeof CHECKPOINT_FORMAT;
  seq: number;
  transactionId: string;
  hash: string;
  sealedAt: string;
  signedAt: string;
  /** The signer's public key (SPKI, base64), to tell which key signed; trust comes from the verifier's key. */
  publicKey: string;
  /** Ed25519 over the canonical JSON of every field above except publicKey and signature. */
  signature: string;
}

/** LEDGER_CHECKPOINT_KEY: an Ed25519 private key in PKCS#8 PEM; anything else is refused at start. */
export function checkpointKey(pem: string): KeyObject {
  const key = createPrivateKey({ key: pem, format: 'pem' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('LEDGER_CHECKPOINT_KEY must be an Ed25519 key');
  return key;
}

const signedText = (c: Pick<Checkpoint, 'seq' | 'transactionId' | 'hash' | 'sealedAt' | 'signedAt'>) =>
  JSON.stringify([CHECKPOINT_FORMAT, c.seq, c.transactionId, c.hash, c.sealedAt, c.signedAt]);

const spki = (key: KeyObject) =>
  createPublicKey(key).export({ format: 'der', type: 'spki' }).toString('base64');

/** Signs the newest seal; null while nothing is sealed. */
export async function signCheckpoint(
  db: Executor,
  key: KeyObject,
  now = new Date(),
): Promise<Checkpoint | null> {
  const seal = await newestSeal(db);
  if (!seal) return null;
  const body = { ...seal, signedAt: now.toISOString() };
  return {
    format: CHECKPOINT_FORMAT,
    ...body,
    publicKey: spki(key),
    signature: sign(null, Buffer.from(signedText(body)), key).toString('base64'),
  };
}

/** Writes the checkpoint as `ledger-checkpoint-<seq>.json` in `dir` (whole or not at all); its path. */
export function writeCheckpointFile(dir: string, c: Checkpoint): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `ledger-checkpoint-${String(c.seq).padStart(12, '0')}.json`);
  const partial = `${file}.partial`;
  writeFileSync(partial, `${JSON.stringify(c, null, 2)}\n`, { mode: 0o644 });
  renameSync(partial, file);
  return file;
}

/**
 * What is wrong between a checkpoint and the database, first problem first (empty: the chain still
 * holds the checkpoint's seal). `publicKey` is the key the verifier trusts (from
 * LEDGER_CHECKPOINT_PUBLIC_KEY or derived from LEDGER_CHECKPOINT_KEY), never the file's own.
 */
export async function checkCheckpoint(db: Executor, c: unknown, publicKey: KeyObject): Promise<string[]> {
  const cp = c as Partial<Checkpoint>;
  if (
    cp?.format !== CHECKPOINT_FORMAT ||
    !Number.isSafeInteger(cp.seq) ||
    typeof cp.transactionId !== 'string' ||
    typeof cp.hash !== 'string' ||
    typeof cp.sealedAt !== 'string' ||
    typeof cp.signedAt !== 'string' ||
    typeof cp.signature !== 'string'
  )
    return [`FAILED: not a ledger checkpoint (${CHECKPOINT_FORMAT})`];
  const body = cp as Checkpoint;
  const signed = verify(
    null,
    Buffer.from(signedText(body)),
    publicKey,
    Buffer.from(body.signature, 'base64'),
  );
  if (!signed) return ['FAILED: the checkpoint signature does not match the checkpoint key'];
  const seal = await sealAt(db, body.seq);
  if (!seal) return [`FAILED: seal #${body.seq} ${body.transactionId} of the checkpoint is missing`];
  if (seal.transaction_id !== body.transactionId || seal.hash !== body.hash)
    return [
      `FAILED: seal #${body.seq} ${seal.transaction_id} is not the checkpoint's: the chain was rewritten at or before it`,
    ];
  if (!seal.intact)
    return [
      `FAILED: seal #${body.seq} ${seal.transaction_id} no longer matches its transaction and postings`,
    ];
  return [];
}

/** The key a verifier trusts: a public key PEM, or the public half of the private key. */
export function verifyingKey(p: { publicKeyPem?: string; privateKeyPem?: string }): KeyObject | null {
  if (p.publicKeyPem) return createPublicKey({ key: p.publicKeyPem, format: 'pem' });
  if (p.privateKeyPem) return createPublicKey(checkpointKey(p.privateKeyPem));
  return null;
}

/**
 * Signs the newest seal, writes its file and, with an auditor's address, queues it to them as a mail.
 * Answers the file written, or null while nothing is sealed.
 */
export async function takeCheckpoint(
  db: Executor,
  p: {
    key: KeyObject;
    dir: string;
    auditorEmail?: string | undefined;
    send?: (m: { to: string; subject: string; text: string; html: string }) => Promise<unknown>;
  },
): Promise<{ file: string; checkpoint: Checkpoint } | null> {
  const checkpoint = await signCheckpoint(db, p.key);
  if (!checkpoint) return null;
  const file = writeCheckpointFile(p.dir, checkpoint);
  if (p.auditorEmail && p.send) {
    const json = JSON.stringify(checkpoint, null, 2);
    await p.send({
      to: p.auditorEmail,
      subject: `Ledger checkpoint: seal #${checkpoint.seq}`,
      text: `The ledger's newest seal, signed. Keep this text: npm run ledger:verify -- --checkpoint FILE proves the chain still holds it.\n\n${json}\n`,
      html: `<p>The ledger's newest seal, signed. Keep this text: <code>npm run ledger:verify -- --checkpoint FILE</code> proves the chain still holds it.</p><pre>${json.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</pre>`,
    });
  }
  return { file, checkpoint };
}
