import type { UserRole } from '@app/contract';
import { LRUCache, type Perf } from 'lru-cache';
import { perDatabase } from '../../db/per-database.ts';

/**
 * The session check and the signed-in user's own answer (GET /auth/me), kept in memory per instance
 * (docs/decisions/039-sessions-checked-from-memory.md). Every signed-in request asks whether its session
 * lives; asking PostgreSQL each time bounded GET /auth/me at a tenth of what Node serves.
 *
 * Correct across instances because every change that matters is announced: triggers on users,
 * sessions and bank_accounts NOTIFY with the user's id (drizzle/0002, 0004), a balance change after
 * commit by the ledger's sealer (drizzle/0030, ADR 050), and every
 * instance drops that user's entries: all of them on AUTH_CHANNEL (a session or the role changed),
 * only the /me answer on PROFILE_CHANNEL (a balance, a name, a bank account). The copy
 * answers only while the listener is live: while it is (re)connecting nothing is cached and every
 * check goes to the database. This instance's own writes drop the writer's entries (or, for routes
 * marked `sessionsUnchanged`, the writer's /me answer) before the answer leaves (modules/auth/auth.plugin.ts), so
 * a client always reads its own writes. A copy is used for at most AUTH_CACHE_TTL_MS, whatever
 * happens.
 *
 * The copy only ever says "yes": a session it does not hold, or holds as idle, is asked of the database.
 */
export { AUTH_CHANNEL, PROFILE_CHANNEL } from '../../db/notifications.ts';
export const AUTH_CACHE_TTL_MS = 10_000;
// Memory stays bounded under any load: past this many users, the least recently used go.
const MAX_USERS = 50_000;

interface SessionEntry {
  expiresAtMs: number;
  lastSeenAtMs: number;
}

interface UserEntry {
  role: UserRole;
  sessions: Map<string, SessionEntry>;
  /** GET /auth/me's JSON text, once asked. */
  me?: string;
}

export interface LiveSession {
  userId: string;
  sessionId: string;
  role: UserRole;
  lastSeenAt: Date;
  expiresAt: Date;
}

export class AuthCache {
  /** Each user's entry lives AUTH_CACHE_TTL_MS from when it was stored (reads do not extend it). */
  private readonly users: LRUCache<string, UserEntry>;
  private gen = 0;
  private isLive = false;
  /** Answers given from memory: tests watch it to see the copy used. */
  hits = 0;

  /** `clock` reads the time the TTL is measured in: tests pass one they move by hand. */
  constructor(ttlMs = AUTH_CACHE_TTL_MS, maxUsers = MAX_USERS, clock: Perf = performance) {
    this.users = new LRUCache({ max: maxUsers, ttl: ttlMs, perf: clock });
  }

  /** Taken before a database read; a store with an older generation is ignored (a drop came between). */
  get generation(): number {
    return this.gen;
  }

  get live(): boolean {
    return this.isLive;
  }

  setLive(live: boolean): void {
    this.clear();
    this.isLive = live;
  }

  /** The session, when held, live (not expired, seen after `idleSinceMs`) and the user's. */
  session(p: { userId: string; sessionId: string; idleSinceMs: number }): LiveSession | null {
    if (!this.isLive) return null;
    const user = this.users.get(p.userId);
    const s = user?.sessions.get(p.sessionId);
    if (!user || !s) return null;
    const now = Date.now();
    if (s.expiresAtMs <= now || s.lastSeenAtMs <= p.idleSinceMs) return null;
    this.hits++;
    return {
      userId: p.userId,
      sessionId: p.sessionId,
      role: user.role,
      lastSeenAt: new Date(s.lastSeenAtMs),
      expiresAt: new Date(s.expiresAtMs),
    };
  }

  storeSession(generation: number, s: LiveSession): void {
    if (!this.isLive || generation !== this.gen) return;
    let user = this.users.get(s.userId);
    if (user && user.role !== s.role) {
      this.users.delete(s.userId);
      user = undefined;
    }
    if (!user) {
      user = { role: s.role, sessions: new Map() };
      this.users.set(s.userId, user);
    }
    user.sessions.set(s.sessionId, {
      expiresAtMs: s.expiresAt.getTime(),
      lastSeenAtMs: s.lastSeenAt.getTime(),
    });
  }

  /** This instance wrote last_seen_at: its copy follows (no notification is sent for it). */
  touched(userId: string, sessionId: string, at: Date): void {
    const s = this.users.peek(userId)?.sessions.get(sessionId);
    if (s) s.lastSeenAtMs = at.getTime();
  }

  me(userId: string): string | null {
    if (!this.isLive) return null;
    const me = this.users.get(userId)?.me ?? null;
    if (me !== null) this.hits++;
    return me;
  }

  /** Kept only beside a held session of the user (the request that asked was just checked). */
  storeMe(generation: number, userId: string, json: string): void {
    if (!this.isLive || generation !== this.gen) return;
    const user = this.users.get(userId);
    if (user) user.me = json;
  }

  /** The user's answer changed, not their sessions: the next GET /auth/me asks again. */
  dropMe(userId: string): void {
    this.gen++;
    const user = this.users.peek(userId);
    if (user) user.me = undefined;
  }

  dropUser(userId: string): void {
    this.gen++;
    this.users.delete(userId);
  }

  clear(): void {
    this.gen++;
    this.users.clear();
  }
}

/** This instance's copy (one per database handle). */
export const authCache = perDatabase(() => new AuthCache());
