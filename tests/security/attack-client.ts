import http from 'node:http';

export interface HttpResult {
  /** 0 when the connection failed or was cut before an answer. */
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: any;
  ms: number;
  error?: string;
}

export interface RequestOptions {
  token?: string;
  /** JSON-encoded unless `raw` is given. */
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
  /** Source address on loopback (127.x.y.z): each actor gets its own, as separate clients would. */
  ip?: string;
  timeoutMs?: number;
}

/** Everything the server ever answered during the run, for the secret-leak scan. */
export interface Recorded {
  method: string;
  path: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const MAX_RECORDED_TEXT = 256 * 1024;

/** A fresh loopback source address, so per-IP rate limits of earlier actors or runs never interfere. */
export function randomLoopbackIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `127.${octet()}.${octet()}.${octet()}`;
}

/**
 * Real HTTP over node:http (no fetch): raw bodies, any header, a chosen source IP, and a recording of
 * every answer. Paths starting with '/api' or '/' are sent as given.
 */
export class AttackClient {
  readonly recorded: Recorded[] = [];
  constructor(
    readonly port: number,
    readonly defaultIp = randomLoopbackIp(),
  ) {}

  request(method: string, path: string, o: RequestOptions = {}): Promise<HttpResult> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let payload: string | Buffer | undefined = o.raw;
    if (o.body !== undefined && o.raw === undefined) {
      payload = JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    if (payload !== undefined) headers['content-length'] ??= String(Buffer.byteLength(payload));
    const started = Date.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          path,
          method,
          headers,
          localAddress: o.ip ?? this.defaultIp,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (err) => resolve(this.failed(started, err)));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            try {
              body = text ? JSON.parse(text) : undefined;
            } catch {}
            const status = res.statusCode ?? 0;
            this.recorded.push({
              method,
              path,
              status,
              headers: res.headers,
              text: text.slice(0, MAX_RECORDED_TEXT),
            });
            resolve({ status, headers: res.headers, text, body, ms: Date.now() - started });
          });
        },
      );
      req.setTimeout(o.timeoutMs ?? 30_000, () => req.destroy(new Error('client timeout')));
      req.on('error', (err) => resolve(this.failed(started, err)));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  private failed(started: number, err: Error): HttpResult {
    return {
      status: 0,
      headers: {},
      text: '',
      body: undefined,
      ms: Date.now() - started,
      error: err.message,
    };
  }

  get = (path: string, o?: RequestOptions) => this.request('GET', path, o);
  post = (path: string, body: unknown, o: RequestOptions = {}) => this.request('POST', path, { ...o, body });
  put = (path: string, body: unknown, o: RequestOptions = {}) => this.request('PUT', path, { ...o, body });
  patch = (path: string, body: unknown, o: RequestOptions = {}) =>
    this.request('PATCH', path, { ...o, body });
  delete = (path: string, o?: RequestOptions) => this.request('DELETE', path, o);
}
