import type { KeyObject } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { checkpointKey } from './shared/ledger-checkpoint.ts';

/** Where and how the ledger's checkpoints are written (ADR 050; LEDGER_CHECKPOINT_* settings). */
export interface LedgerCheckpointConfig {
  /** LEDGER_CHECKPOINT_KEY: the Ed25519 signing key (PKCS#8 PEM), never stored in the database. */
  key: KeyObject | undefined;
  /** LEDGER_CHECKPOINT_DIR, or `checkpoints` in DATA_DIR: a folder outside the database. */
  dir: string;
  /** LEDGER_AUDITOR_EMAIL: each checkpoint is also mailed there when set. */
  auditorEmail: string | undefined;
}

/**
 * The LEDGER_CHECKPOINT_* settings and what is wrong with them. Production requires the key: without
 * it nothing outside the database could show a rewritten chain.
 */
export function readLedgerCheckpoint(
  env: NodeJS.ProcessEnv,
  p: { production: boolean; dataDir: string },
): { checkpoint: LedgerCheckpointConfig; problems: string[] } {
  const problems: string[] = [];
  const pem = env.LEDGER_CHECKPOINT_KEY?.trim() || undefined;
  let key: KeyObject | undefined;
  if (pem) {
    try {
      key = checkpointKey(pem.replaceAll('\\n', '\n'));
    } catch {
      problems.push('LEDGER_CHECKPOINT_KEY: must be an Ed25519 private key in PKCS#8 PEM');
    }
  } else if (p.production) {
    problems.push(
      'LEDGER_CHECKPOINT_KEY: required when NODE_ENV=production (it signs the ledger checkpoints and must not live in the database)',
    );
  }
  const auditor = env.LEDGER_AUDITOR_EMAIL?.trim() || undefined;
  if (auditor && !z.string().email().safeParse(auditor).success)
    problems.push('LEDGER_AUDITOR_EMAIL: must be an email address');
  const dir = env.LEDGER_CHECKPOINT_DIR?.trim();
  return {
    checkpoint: {
      key,
      dir: dir ? path.resolve(env.INIT_CWD ?? process.cwd(), dir) : path.join(p.dataDir, 'checkpoints'),
      auditorEmail: auditor,
    },
    problems,
  };
}
