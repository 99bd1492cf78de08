import {
  CLOSURE_MSG,
  DATA_EXPORT_EVERY_HOURS,
  DATA_EXPORT_KEEP_DAYS,
  type DataExportState,
  SECURITY_MSG,
} from '@app/contract';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { notFound, tooManyRequests } from '../../lib/app-error.ts';
import { checkAccountPassword, clearAccountAttempts } from '../../shared/account-attempts.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { findUserById, lockCustomer } from '../../shared/users.repository.ts';
import { buildArchive } from './data-export.parts.ts';
import {
  claimExport,
  countRecentExports,
  findArchive,
  findLatestExport,
  insertExport,
  markFailed,
  markReady,
  pruneExpiredArchives,
} from './data-export.repository.ts';
import { dataExportReadyMail } from './privacy.mails.ts';

export const archiveUrl = (id: string) => `/api/auth/data-export/${id}/archive`;

/**
 * POST /auth/data-export: the password again, then one archive a day. The request only writes a row;
 * the archive is built off the request path by runDataExports on any instance.
 */
export async function requestDataExport(deps: Deps, auth: AuthContext, input: { password: string }) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound();
  await checkAccountPassword(deps, user, input.password, {
    field: 'password',
    message: SECURITY_MSG.wrongPassword,
  });
  await clearAccountAttempts(deps, user.email);
  await deps.db.transaction(async (tx) => {
    // The customer's lock makes two requests at the same moment count one another.
    await lockCustomer(tx, user.id);
    if ((await countRecentExports(tx, user.id, DATA_EXPORT_EVERY_HOURS)) > 0) {
      throw tooManyRequests(CLOSURE_MSG.exportTooSoon);
    }
    const id = await insertExport(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'privacy.export_requested',
      targetType: 'user',
      targetId: user.id,
      details: { exportId: id },
    });
  });
  return { message: CLOSURE_MSG.exportRequested };
}

/** GET /auth/data-export: the newest archive's state; an expired one reads as none. */
export async function dataExportState(deps: Deps, userId: string): Promise<DataExportState> {
  const row = await findLatestExport(deps.db, userId);
  if (!row) return { status: 'none' };
  if (row.status === 'building') return { status: 'building', requestedAt: row.requestedAt.toISOString() };
  if (row.status !== 'ready' || !row.live || !row.readyAt || !row.expiresAt) return { status: 'none' };
  return {
    status: 'ready',
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    url: archiveUrl(row.id),
  };
}

/** The zip for its owner only: another customer's id, or an expired one, is a 404. */
export async function downloadArchive(deps: Deps, userId: string, id: string) {
  const found = await findArchive(deps.db, userId, id);
  if (!found) throw notFound(CLOSURE_MSG.exportNotFound);
  return {
    bytes: found.archive,
    filename: `verdant-invest-data-${found.readyAt.toISOString().slice(0, 10)}.zip`,
  };
}

/** A build gets this long before another instance may take it over. */
const LEASE_MS = 5 * 60_000;
/** After this many tries an archive is given up (the customer may ask again). */
const MAX_ATTEMPTS = 3;

/**
 * Builds every archive waiting, one at a time: claim (FOR UPDATE SKIP LOCKED with a lease), build,
 * then store it and queue the mail in one transaction, so the mail exists only for a stored archive.
 * Any number of instances may run it at once. Returns how many were built.
 */
export async function runDataExports(deps: Deps): Promise<number> {
  let built = 0;
  for (;;) {
    const job = await claimExport(deps.db, LEASE_MS);
    if (!job) break;
    try {
      const archive = await buildArchive(deps, job.userId);
      await deps.db.transaction(async (tx) => {
        const expiresAt = await markReady(tx, job.id, archive, DATA_EXPORT_KEEP_DAYS);
        const user = await findUserById(tx, job.userId);
        if (expiresAt && user) {
          await deps.mailer.send(
            dataExportReadyMail(user.email, user.name, expiresAt, deps.config.publicUrl),
            tx,
            {
              userId: user.id,
              kind: 'account',
              text: `Your data archive is ready to download for ${DATA_EXPORT_KEEP_DAYS} days.`,
              link: '/settings?section=privacy',
            },
          );
        }
      });
      built += 1;
    } catch (err) {
      deps.log.error({ err, exportId: job.id }, 'data export failed');
      if (job.attempts >= MAX_ATTEMPTS) await markFailed(deps.db, job.id);
      // Otherwise the lease runs out and a later run tries again.
      break;
    }
  }
  await pruneExpiredArchives(deps.db);
  return built;
}
