import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** A true outage: every open connection is cut and new ones are refused until `restore`. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** Connections cut so far. */
  dropped: number;
  close(): Promise<void>;
}

/** A loopback TCP proxy between the server instances and PostgreSQL that the fault suite can cut. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;
  const proxy: TcpProxy = {
    port: 0,
    dropped: 0,
    async cut() {
      // close() only calls back once every connection is gone: stop listening, cut them, then wait.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of open) {
        s.destroy();
        proxy.dropped++;
      }
      open.clear();
      await closed;
    },
    async restore() {
      server = listen();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of open) s.destroy();
      await closed;
    },
  };
  const listen = () =>
    net.createServer((client) => {
      const upstream = net.connect(target);
      for (const s of [client, upstream]) {
        open.add(s);
        s.on('error', () => {});
        s.on('close', () => {
          open.delete(s);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
  server = listen();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as net.AddressInfo).port;
  proxy.port = port;
  return proxy;
}
