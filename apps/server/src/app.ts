import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config, EnvConfig } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import type { Deps } from './deps.ts';
import { createCounter } from './lib/counter.ts';
import { idempotencyPrunePlugin } from './lib/idempotency-prune.ts';
import { SERVER_TIMEOUTS, type ServerTimeouts, timeoutOptions } from './lib/server-timeouts.ts';
import { createMailOutbox } from './mail/mail-outbox.ts';
import type { Mailer } from './mail/mailer.ts';
import type { OutboxWorker, OutboxWorkerOptions } from './mail/outbox.worker.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { approvalsRoutes } from './modules/approvals/approvals.routes.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { sessionsRoutes } from './modules/auth/sessions.routes.ts';
import { autoInvestJobPlugin } from './modules/auto-invest/auto-invest.job.ts';
import { autoInvestRoutes } from './modules/auto-invest/auto-invest.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { e2eHooksRoutes } from './modules/investments/e2e-hooks.routes.ts';
import { holdingLifeRoutes } from './modules/investments/holding-life.routes.ts';
import { investmentsRoutes } from './modules/investments/investments.routes.ts';
import { maturityJobPlugin } from './modules/investments/maturity.job.ts';
import { maturityNoticeJobPlugin } from './modules/investments/maturity-notice.job.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { ledgerSealerPlugin } from './modules/ledger/ledger-sealer.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { dataExportJobPlugin } from './modules/privacy/data-export.job.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { protectionRoutes } from './modules/protection/protection.routes.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { walletE2eHooksRoutes } from './modules/wallet/e2e-hooks.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { oversizedBodyPlugin } from './plugins/oversized-body.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { AccessLog, genReqId, loggerOptions, requestIdPlugin } from './plugins/request-log.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { keptSealingKey } from './shared/sealing-key.ts';
import { keptJwtSecret } from './shared/server-secrets.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    outbox: OutboxWorker;
    deps: Deps;
  }
}

export const JSON_BODY_LIMIT = 64 * 1024;
const FIFTEEN_MINUTES = 15 * 60_000;

export interface BuildOptions {
  database?: Database;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: DestinationStream;
  /** HTTP timeouts (default SERVER_TIMEOUTS); the attack suite shortens them to test them quickly. */
  timeouts?: ServerTimeouts;
  /** Outbox delivery tuning (retries, backoff); tests shorten it. */
  outbox?: Partial<OutboxWorkerOptions>;
}

/** The whole product as a Fastify instance; it does not listen (server.ts does, tests inject or listen). */
export async function buildApp(env: EnvConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env.logLevel, opts.logStream),
    genReqId,
    requestIdHeader: false,
    // One access line per request instead of two: plugins/request-log.ts.
    logController: new AccessLog(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: env.trustProxy,
    ...timeoutOptions(opts.timeouts ?? SERVER_TIMEOUTS),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = opts.database ?? (await openDatabase(env));
  const config: Config = {
    ...env,
    jwtSecret: env.jwtSecret ?? (await keptJwtSecret(database.db)),
    totpSealingKey: env.totpSealingKey ?? keptSealingKey(env.dataDir),
  };
  // Mail goes to the email_outbox table; this instance's worker delivers it (mail/outbox.worker.ts).
  const { mailer, worker } = createMailOutbox({
    db: database.db,
    config,
    log: app.log,
    options: opts.outbox,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('outbox', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer.close();
    if (!opts.database) await database.close();
  });

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  // A refused body's sender reads its 413 even while still sending.
  await app.register(oversizedBodyPlugin);
  // Helmet with the CSP (no third-party script in our pages: ADR 022), Permissions-Policy, no-store on the API.
  await app.register(securityHeadersPlugin);
  await app.register(inputGuardPlugin);
  await app.register(rateLimitPlugin);
  app.decorate('deps', {
    db: database.db,
    config,
    mailer,
    log: app.log,
    counters: {
      loginFailures: createCounter('login-fail', FIFTEEN_MINUTES, app.redis),
      mailsPerAddress: createCounter('mail-addr', FIFTEEN_MINUTES, app.redis),
      accountActions: createCounter('acct-action', FIFTEEN_MINUTES, app.redis),
      emailChangesPerDay: createCounter('email-change-day', 24 * 60 * 60_000, app.redis),
    },
  } satisfies Deps);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(ledgerSealerPlugin);
  await app.register(metricsPlugin);
  await app.register(maturityJobPlugin);
  await app.register(autoInvestJobPlugin);
  await app.register(maturityNoticeJobPlugin);
  await app.register(dataExportJobPlugin);
  await app.register(idempotencyPrunePlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(privacyRoutes);
      await api.register(contactRoutes);
      await api.register(walletRoutes);
      await api.register(profileRoutes);
      await api.register(twoFactorRoutes);
      await api.register(sessionsRoutes);
      await api.register(kycRoutes);
      await api.register(investmentsRoutes);
      await api.register(protectionRoutes);
      await api.register(holdingLifeRoutes);
      await api.register(autoInvestRoutes);
      if (app.deps.config.e2eHooks) {
        await api.register(e2eHooksRoutes);
        await api.register(walletE2eHooksRoutes);
      }
      await api.register(historyRoutes);
      await api.register(adminRoutes);
      await api.register(approvalsRoutes);
      await api.register(plansRoutes);
      await api.register(referralsRoutes);
      await api.register(reportsRoutes);
      await api.register(ledgerRoutes);
      await api.register(statisticsRoutes);
      await api.register(notificationsRoutes);
      await api.register(supportRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { root: config.webDist });
  return app;
}
