import pg from 'pg';

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
 * LISTENs on `channels` on a PostgreSQL connection of its own (not one of the pool's: a pooled client
 * would be handed to queries and its LISTEN lost), reconnecting every RETRY_MS after a loss.
 */
export function listenPostgres(
  url: string,
  channels: string[],
  h: NotificationHandlers,
): NotificationListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    // keepAlive: a silently dead connection (no FIN) is found and reported as lost, not trusted forever.
    const c = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    c.on('notification', (n) => {
      if (channels.includes(n.channel)) h.onNotify(n.channel, n.payload ?? '');
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      h.onLive(false);
      c.end().catch(() => {});
      if (stopped) return;
      h.onLost?.(err);
      retry = setTimeout(() => void connect(), RETRY_MS);
      retry.unref();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    client = c;
    try {
      await c.connect();
      for (const channel of channels) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === c) h.onLive(true);
    } catch (err) {
      lost(err as Error);
    }
  };
  void connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      h.onLive(false);
      await c?.end().catch(() => {});
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
