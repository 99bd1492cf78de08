import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_APPROVAL_THRESHOLD_DEFAULT_DOLLARS,
  ADMIN_DAILY_LIMIT_DEFAULT_DOLLARS,
  DEFAULT_PLATFORM_FEE_BPS,
  dollarsToCents,
} from '@app/contract';
import { z } from 'zod';
import { type LedgerCheckpointConfig, readLedgerCheckpoint } from './ledger-checkpoint-config.ts';
import { type PlatformBank, readPlatformBank } from './platform-bank.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Every environment variable the server reads (docs/architecture.md), validated once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  /** The role that owns the tables and runs migrations; the server serves as DATABASE_URL's role (ADR 044). */
  DATABASE_MIGRATION_URL: optionalString.pipe(z.string().url().optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  /** The secret JWT_SECRET replaced: it still verifies tokens until they expire (ADR 030). */
  JWT_SECRET_PREVIOUS: optionalString.pipe(
    z.string().min(32, 'JWT_SECRET_PREVIOUS must be at least 32 characters').optional(),
  ),
  /** Seals the TOTP keys stored in the database; kept outside it (ADR 030). */
  TOTP_SEALING_KEY: optionalString.pipe(
    z.string().min(32, 'TOTP_SEALING_KEY must be at least 32 characters').optional(),
  ),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Verdant Invest <no-reply@verdant.invest>'),
  SUPPORT_EMAIL: z.string().email().default('support@verdant.invest'),
  REDIS_URL: optionalString,
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().positive().default(10),
  ADMIN_EMAIL: optionalString.pipe(z.string().email().optional()),
  ADMIN_PASSWORD: optionalString,
  /** Base of the links in mails and the referral link; without it, this machine at PORT. */
  PUBLIC_URL: optionalString.pipe(z.string().url().optional()),
  DEMO_DATA: optionalString.pipe(bool.optional()),
  /** The browser journeys' clock hook (modules/investments/e2e-hooks.routes.ts); never in production. */
  E2E_HOOKS: optionalString.pipe(bool.optional()),
  ADMIN_2FA_REQUIRED: optionalString.pipe(bool.optional()),
  EMBEDDED_DB: optionalString.pipe(bool.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  /** The platform fee on each purchase on the free plan, in basis points (25 = 0.25%); members pay 0. */
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(DEFAULT_PLATFORM_FEE_BPS),
  ADMIN_APPROVAL_THRESHOLD: z.coerce
    .number()
    .nonnegative('ADMIN_APPROVAL_THRESHOLD must be 0 or more dollars')
    .refine((n) => dollarsToCents(n) !== null, 'ADMIN_APPROVAL_THRESHOLD: dollars with at most 2 decimals')
    .default(ADMIN_APPROVAL_THRESHOLD_DEFAULT_DOLLARS),
  /** One admin's own money actions of the last 24 hours, every kind and customer (ADR 043). */
  ADMIN_DAILY_LIMIT: z.coerce
    .number()
    .nonnegative('ADMIN_DAILY_LIMIT must be 0 or more dollars')
    .refine((n) => dollarsToCents(n) !== null, 'ADMIN_DAILY_LIMIT: dollars with at most 2 decimals')
    .default(ADMIN_DAILY_LIMIT_DEFAULT_DOLLARS),
  /** Hours a newly added payout account waits before it can receive a withdrawal (ADR 046); 0 turns the hold off. */
  PAYOUT_ACCOUNT_HOLD_HOURS: z.coerce
    .number()
    .int('PAYOUT_ACCOUNT_HOLD_HOURS must be a whole number of hours')
    .min(0, 'PAYOUT_ACCOUNT_HOLD_HOURS must be 0 (off) or more hours')
    .max(720, 'PAYOUT_ACCOUNT_HOLD_HOURS must be at most 720 hours (30 days)')
    .default(24),
  /** Knowledge test, consent, key information sheets and the reflection period (ADR 033); on unless `off`. */
  INVESTOR_PROTECTION: optionalString.pipe(bool.optional()),
  /** Auto-invest strategies (ADR 051); on unless `off`: off, its routes answer 404 and its job does nothing. */
  AUTO_INVEST: optionalString.pipe(bool.optional()),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  ),
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[0-9a-fA-F:.]+(\/\d{1,3})?(\s*,\s*[0-9a-fA-F:.]+(\/\d{1,3})?)*)$/,
        'true, false, a number of proxy hops, or a comma-separated list of proxy IP addresses/CIDRs',
      )
      .optional(),
  ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… for a real server; 'memory://' for an in-memory PGlite (tests); undefined: PGlite on disk. */
  databaseUrl: string | undefined;
  /** The owner's URL for migrations (DATABASE_MIGRATION_URL); undefined: DATABASE_URL migrates as today. */
  databaseMigrationUrl?: string;
  jwtSecret: Uint8Array;
  /** JWT_SECRET_PREVIOUS: verifies, never signs. */
  jwtPreviousSecret: Uint8Array | undefined;
  /** Seals TOTP keys: TOTP_SEALING_KEY, or outside production a key kept in DATA_DIR (never the database). */
  totpSealingKey: Uint8Array;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  redisUrl: string | undefined;
  authRateLimit: number;
  accountFailureLimit: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  demoData: boolean;
  /** Registers the admin-only hook that lets a browser journey bring a holding to maturity. */
  e2eHooks?: boolean;
  logLevel: string;
  /** The free plan's platform fee on each purchase, basis points (PLATFORM_FEE_BPS). */
  platformFeeBps: number;
  /** A balance edit whose change is larger than this (cents, either direction) waits for a second admin. */
  adminApprovalThresholdCents: number;
  adminDailyLimitCents: number;
  /**
   * Hours after a payout account is added before it can receive a withdrawal (PAYOUT_ACCOUNT_HOLD_HOURS,
   * ADR 046): a stolen session cannot add its own account and empty the balance at once. 0: no hold.
   */
  payoutAccountHoldHours: number;
  /**
   * Admins without two-factor sign-in reach only its enrolment (ADR 028): on in production unless
   * ADMIN_2FA_REQUIRED=false; elsewhere off unless ADMIN_2FA_REQUIRED=true (the console warns).
   */
  adminTwoFactorRequired: boolean;
  /**
   * Investor protection (INVESTOR_PROTECTION, ADR 033): the knowledge test and capacity for loss,
   * consent before a large order, key information sheets and the reflection period, together.
   */
  investorProtection: boolean;
  /** Auto-invest (AUTO_INVEST, ADR 051): customers' strategies buy offerings for them. */
  autoInvest: boolean;
  /** A scraper's bearer token for GET /api/metrics (Prometheus cannot sign in); admins may always read it. */
  metricsToken?: string | undefined;
  /** The built web app to serve; undefined: API only. */
  webDist: string | undefined;
  /**
   * Fastify's trustProxy: which reverse proxies' X-Forwarded-For to believe for the client IP that
   * per-IP rate limits count. false (default): none, the peer address is the client.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Where customers send deposits (PLATFORM_BANK_*): shown with every pending deposit and its mail. */
  platformBank: PlatformBank;
  /** The ledger's signed checkpoints (LEDGER_CHECKPOINT_*, ADR 050); none written without a key. */
  ledgerCheckpoint?: LedgerCheckpointConfig;
};

/** TRUST_PROXY: 'true' | 'false' | hops ('1') | '10.0.0.0/8, 172.16.0.0/12'. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value); // the nearest `hops` proxies are ours: the address before them is the client
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((v) => v.trim());
}

export class ConfigError extends Error {}

/**
 * What the environment gives: without JWT_SECRET (allowed outside production) jwtSecret is undefined,
 * and buildApp takes the one kept in the database (shared/server-secrets.repository.ts).
 */
export type EnvConfig = Omit<Config, 'jwtSecret' | 'totpSealingKey'> & {
  jwtSecret: Uint8Array | undefined;
  totpSealingKey: Uint8Array | undefined;
};

/** The repository root, seen from apps/server/src (tsx) or apps/server/dist (bundle): three levels up. */
const repositoryRoot = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * DATA_DIR, the same folder whichever workspace a command runs in: `npm run … -w apps/server` moves
 * the working directory, so the default sits at the repository root and a relative value counts from
 * where npm was started (INIT_CWD).
 */
function resolveDataDir(value: string | undefined, env: NodeJS.ProcessEnv): string {
  if (!value) return path.join(repositoryRoot(), '.data');
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

/** apps/web/dist, seen from apps/server/src (tsx) or apps/server/dist (bundle): both sit two levels down. */
function defaultWebDist(): string | undefined {
  const candidate = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return existsSync(candidate) ? candidate : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const platformBank = readPlatformBank(env, e.NODE_ENV === 'production');
  const dataDir = resolveDataDir(e.DATA_DIR, env);
  const ledgerCheckpoint = readLedgerCheckpoint(env, { production: e.NODE_ENV === 'production', dataDir });
  const problems: string[] = [...platformBank.problems, ...ledgerCheckpoint.problems];
  if (e.NODE_ENV === 'production') {
    // A production start never runs on a throwaway database or with accounts whose passwords are
    // printed in the README (ADR 019), nor tells customers nowhere to send their deposits.
    if (!e.JWT_SECRET) problems.push('JWT_SECRET: required when NODE_ENV=production');
    if (!e.TOTP_SEALING_KEY) {
      problems.push(
        'TOTP_SEALING_KEY: required when NODE_ENV=production (it seals the TOTP keys and must not live in the database)',
      );
    }
    if (!e.DATABASE_URL && !e.EMBEDDED_DB) {
      problems.push(
        'DATABASE_URL: required when NODE_ENV=production (set EMBEDDED_DB=true to run on the embedded PGlite database on purpose)',
      );
    }
    if (e.E2E_HOOKS) problems.push('E2E_HOOKS: refused when NODE_ENV=production (it moves maturity dates)');
    if (e.DEMO_DATA) {
      problems.push('DEMO_DATA: refused when NODE_ENV=production (the demo logins are public)');
    }
    if (!e.PUBLIC_URL) {
      problems.push('PUBLIC_URL: required when NODE_ENV=production (the address in every mail link)');
    }
  }
  if (e.DATABASE_MIGRATION_URL && !e.DATABASE_URL) {
    problems.push('DATABASE_MIGRATION_URL: needs DATABASE_URL (the serving role) beside it');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const usesPglite = !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    jwtSecret: e.JWT_SECRET ? new TextEncoder().encode(e.JWT_SECRET) : undefined,
    jwtPreviousSecret: e.JWT_SECRET_PREVIOUS ? new TextEncoder().encode(e.JWT_SECRET_PREVIOUS) : undefined,
    totpSealingKey: e.TOTP_SEALING_KEY ? new TextEncoder().encode(e.TOTP_SEALING_KEY) : undefined,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    redisUrl: e.REDIS_URL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    accountFailureLimit: e.ACCOUNT_FAILURE_LIMIT,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    demoData: e.NODE_ENV === 'production' ? false : (e.DEMO_DATA ?? usesPglite),
    e2eHooks: e.NODE_ENV !== 'production' && e.E2E_HOOKS === true,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist(),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    platformFeeBps: e.PLATFORM_FEE_BPS,
    adminApprovalThresholdCents: dollarsToCents(e.ADMIN_APPROVAL_THRESHOLD) as number,
    adminDailyLimitCents: dollarsToCents(e.ADMIN_DAILY_LIMIT) as number,
    payoutAccountHoldHours: e.PAYOUT_ACCOUNT_HOLD_HOURS,
    adminTwoFactorRequired: e.ADMIN_2FA_REQUIRED ?? e.NODE_ENV === 'production',
    platformBank: platformBank.bank,
    ledgerCheckpoint: ledgerCheckpoint.checkpoint,
    investorProtection: e.INVESTOR_PROTECTION ?? true,
    autoInvest: e.AUTO_INVEST ?? true,
  };
}

/** loadConfig for a command line: a configuration problem is printed and the process exits 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
