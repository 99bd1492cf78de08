import pg from 'pg';

/** A session or a role changed: every instance drops the user's cached sessions (ADR 039). */
export const AUTH_CHANNEL = 'auth_changed';
/**
 * What GET /auth/me answers changed, the sessions did not (drizzle/0004); a balance is announced here
 * after commit by the ledger's sealer (ADR 050).
 */
export const PROFILE_CHANNEL = 'profile_changed';

/** What a LISTEN-er is told: each notification, and whether notifications are known to arrive. */
export interface NotificationHandlers {
  onNotify(channel: string, payload: string): void;
  /**
   * true once LISTEN is in place (after every reconnect: notifications sent meanwhile were missed),
   * false the moment the connection is lost. A cache fed by notifications answers only while live.
   */
  onLive(live: boolean): void;
  /** The connection was lost (it is retried); for the log. */
  onLost?(err: Error | undefined): void;
}

export interface NotificationListener {
  stop(): Promise<void>;
}

const RETRY_MS = 2_000;

/**
 * LISTEN-ers of one PostgreSQL database sharing one connection of its own (not one of the pool's: a
 * pooled client would be handed to queries and its LISTEN lost), opened with the first and closed with
 * the last, reconnecting every RETRY_MS after a loss. Every subscriber hears `onLive(false)` the moment
 * it is lost and `onLive(true)` once all channels are listened to again.
 */
export function postgresNotifier(url: string) {
  const subscribers = new Set<{ channels: string[]; h: NotificationHandlers }>();
  let client: pg.Client | null = null;
  let live = false;
  let retry: NodeJS.Timeout | undefined;
  const channels = () => [...new Set([...subscribers].flatMap((s) => s.channels))];
  const setLive = (value: boolean) => {
    live = value;
    for (const s of subscribers) s.h.onLive(value);
  };

  const connect = async () => {
    // keepAlive: a silently dead connection (no FIN) is found and reported as lost, not trusted forever.
    const c = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    c.on('notification', (n) => {
      for (const s of subscribers)
        if (s.channels.includes(n.channel)) s.h.onNotify(n.channel, n.payload ?? '');
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      setLive(false);
      c.end().catch(() => {});
      if (subscribers.size === 0) return;
      for (const s of subscribers) s.h.onLost?.(err);
      retry = setTimeout(() => void connect(), RETRY_MS);
      retry.unref();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    client = c;
    try {
      await c.connect();
      // Until no channel is missing: a subscriber may have come while this one was being listened to.
      const listened = new Set<string>();
      for (
        let missing = channels();
        missing.length > 0;
        missing = channels().filter((ch) => !listened.has(ch))
      ) {
        for (const channel of missing) {
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          listened.add(channel);
        }
      }
      if (client === c) setLive(true);
    } catch (err) {
      lost(err as Error);
    }
  };

  return {
    listen(wanted: string[], h: NotificationHandlers): NotificationListener {
      const sub = { channels: wanted, h };
      subscribers.add(sub);
      if (!client && !retry) void connect();
      else if (client && live) {
        // Already connected: listen to the new channels too, then this subscriber is live.
        const c = client;
        void (async () => {
          try {
            for (const channel of wanted) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
            if (client === c && subscribers.has(sub)) h.onLive(true);
          } catch {
            // the connection is being lost: `lost` tells every subscriber and reconnects
          }
        })();
      }
      return {
        async stop() {
          if (!subscribers.delete(sub)) return;
          h.onLive(false);
          if (subscribers.size > 0) return;
          clearTimeout(retry);
          retry = undefined;
          const c = client;
          client = null;
          live = false;
          await c?.end().catch(() => {});
        },
      };
    },
  };
}

/** PGlite runs in this process: its notifications cannot be lost, so the listener is live at once. */
export function listenPglite(
  client: { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> },
  channels: string[],
  h: NotificationHandlers,
): NotificationListener {
  const unlistens = Promise.all(
    channels.map((channel) => client.listen(channel, (p) => h.onNotify(channel, p))),
  );
  void unlistens.then(
    () => h.onLive(true),
    () => h.onLive(false),
  );
  return {
    async stop() {
      h.onLive(false);
      for (const unlisten of await unlistens.catch(() => [])) await unlisten().catch(() => {});
    },
  };
}
