import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Profile changes announced after their transaction commits, batched, instead of by the users
 * trigger inside it (docs/decisions/017-purchase-notices-after-commit.md). PostgreSQL commits
 * notifying transactions one at a time, each waiting for its flush to disk while it holds the queue's
 * lock; with the notification inside every purchase, purchases waited for one another's fsync.
 *
 * A statement that takes this over carries AFTER_COMMIT (the trigger then stays silent for that
 * transaction's profile changes: drizzle/0005) and its caller awaits `announce` once it has
 * committed. Announcements made while one is being sent go together in the next; each is its own
 * transaction without a wait for the disk (notifications are not kept across a restart anyway), so
 * it holds the queue's lock only for an instant. Were the process to die between the commit and the
 * announcement, other instances would serve the old GET /auth/me answer for at most
 * AUTH_CACHE_TTL_MS; the balance a purchase is decided from is always read from the database.
 */
export const AFTER_COMMIT = sql`set_config('verdant.profile_notice', 'after_commit', true)`;

/** A change of what GET /auth/me answers that leaves the user's sessions as they were (drizzle/0004). */
export const PROFILE_CHANNEL = 'profile_changed';

// A NOTIFY payload holds at most 8000 bytes; a user id is 36 characters and a comma.
export const IDS_PER_NOTICE = 200;

/** Sends one payload of comma-separated user ids (any number of calls may be in flight). */
export type SendNotice = (ids: string) => Promise<unknown>;

export class ProfileNotices {
  private pending = new Set<string>();
  /** The batch that ids announced now join; it starts once the one in flight is done. */
  private queued: Promise<Error | undefined> | null = null;
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(private readonly send: SendNotice) {}

  /**
   * Resolves once a notification naming the user has been committed, or with the error that stopped
   * it (then other instances catch up within AUTH_CACHE_TTL_MS; the caller logs it).
   */
  announce(userId: string): Promise<Error | undefined> {
    this.pending.add(userId);
    if (!this.queued) {
      const batch = this.inFlight.then(() => this.sendPending());
      this.queued = batch;
      this.inFlight = batch;
    }
    return this.queued;
  }

  private async sendPending(): Promise<Error | undefined> {
    this.queued = null;
    const ids = [...this.pending];
    this.pending.clear();
    let failed: Error | undefined;
    for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
      try {
        await this.send(ids.slice(i, i + IDS_PER_NOTICE).join(','));
      } catch (err) {
        failed = err as Error;
      }
    }
    return failed;
  }
}

const byDb = new WeakMap<Db, ProfileNotices>();

/** This instance's announcer for the database handle (one batch in flight at a time). */
export function profileNotices(db: Db): ProfileNotices {
  let notices = byDb.get(db);
  if (!notices) {
    // Each notice is its own transaction that need not wait for the disk: notifications are not
    // kept across a restart anyway.
    notices = new ProfileNotices((ids) =>
      db.execute(
        sql`SELECT set_config('synchronous_commit', 'off', true), pg_notify(${PROFILE_CHANNEL}, ${ids})`,
      ),
    );
    byDb.set(db, notices);
  }
  return notices;
}
