import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { DEMO_LOGINS, ensureAdmin, findDemoAccounts, seedDemoData } from './seed/bootstrap.ts';

/** The only file that listens. Stops cleanly through close-with-grace: no new requests, in-flight ones finish. */
async function main() {
  const config = loadConfigOrExit();
  // HTTP timeouts (slow clients, keep-alive) are constructor options: lib/server-timeouts.ts, set by buildApp.
  const app = await buildApp(config);
  if (config.env === 'production') {
    // Their passwords are in the README: a production server never serves them.
    const demo = await findDemoAccounts(app.db);
    if (demo.length > 0) {
      console.error(
        [
          `Refusing to start: this production database holds the demo accounts (${demo.map((d) => d.email).join(', ')}),`,
          'whose passwords are public. Remove them first: npm run demo:remove',
          '(in the container image: node apps/server/dist/demo-remove.js), with the same environment.',
        ].join('\n'),
      );
      await app.close();
      process.exit(1);
    }
  }
  if (config.adminEmail) await ensureAdmin(app.deps, config.adminEmail, config.adminPassword);
  if (config.demoData) await seedDemoData(app.deps);

  // SIGTERM/SIGINT, or an error nothing caught: stop taking requests, let in-flight ones finish,
  // and exit; a close that hangs past ten seconds ends the process anyway.
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Verdant Invest is running on ${url}`,
    `  Database: ${app.database.kind === 'pglite' ? `PGlite (embedded) in ${config.dataDir}/db` : 'PostgreSQL'}`,
    `  Mail: ${config.smtpUrl ? 'SMTP' : `written to ${config.dataDir}/outbox/ (read the newest, e.g. a sign-up code: npm run mail:last)`}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (config.demoData) {
    lines.push(
      '',
      '  Demo logins:',
      `    customer  ${DEMO_LOGINS.customer.email}  /  ${DEMO_LOGINS.customer.password}`,
      `    admin     ${DEMO_LOGINS.admin.email}  /  ${DEMO_LOGINS.admin.password}`,
      `    admin     ${DEMO_LOGINS.checker.email}  /  ${DEMO_LOGINS.checker.password}  (the second pair of eyes)`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
