import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** 'accept' delivers; 'refuse' answers 451 (try later) to every MAIL FROM. */
  mode: 'accept' | 'refuse';
  close(): Promise<void>;
}

/** A free loopback port with nothing listening on it (an unreachable mail server). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A tiny SMTP server on loopback, just enough of RFC 5321 for nodemailer, without TLS or auth. */
export async function startFakeSmtp(
  opts: { port?: number; mode?: FakeSmtp['mode'] } = {},
): Promise<FakeSmtp> {
  const sockets = new Set<net.Socket>();
  const smtp: FakeSmtp = {
    port: 0,
    url: '',
    received: [],
    mode: opts.mode ?? 'accept',
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.local ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          smtp.received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250-fake.smtp.local\r\n250 8BITMIME');
        else if (verb === 'MAIL') {
          if (smtp.mode === 'refuse') reply('451 4.3.0 mail server busy, try again later');
          else {
            mail.from = line.slice(10);
            reply('250 2.1.0 ok');
          }
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8));
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  smtp.port = (server.address() as net.AddressInfo).port;
  smtp.url = `smtp://127.0.0.1:${smtp.port}`;
  return smtp;
}
