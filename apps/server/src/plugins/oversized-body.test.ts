import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app.ts';
import { TEST_TIMEOUT, testServer } from '../test/suite.ts';
import { signUpAndLogin } from '../test/users.ts';

/**
 * Sends a body of `bytes` in 16 KB pieces a millisecond apart, as a slow uplink does, and returns
 * what the server answered (empty when the connection broke before an answer could be read).
 */
function sendSlowly(port: number, token: string, bytes: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    let sent = 0;
    const piece = Buffer.alloc(16 * 1024, 0x61);
    const send = () => {
      if (socket.destroyed || sent >= bytes) return;
      sent += piece.length;
      socket.write(piece, () => setTimeout(send, 1));
    };
    socket.on('connect', () => {
      socket.write(
        `POST /api/auth/deposit-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
      );
      send();
    });
    socket.on('data', (d) => {
      answer += d.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
  });
}

describe('a body over the limit, still being sent', () => {
  const t = testServer(async (server) => ({ customer: await signUpAndLogin(server) }), {
    checkLedger: false,
  });

  it(
    'gets its 413 every time, never a broken connection',
    async () => {
      const port = Number(new URL(t.server.url).port);
      const answers: string[] = [];
      for (let i = 0; i < 20; i++)
        answers.push(await sendSlowly(port, t.customer.token, JSON_BODY_LIMIT * 8));
      const statuses = answers.map((a) => a.split('\r\n')[0] || 'no answer');
      expect(statuses).toEqual(Array(20).fill('HTTP/1.1 413 Payload Too Large'));
    },
    TEST_TIMEOUT,
  );
});
