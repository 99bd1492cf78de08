import net from 'node:net';

export interface SlowOutcome {
  /** How long the server let the connection live, in ms. */
  closedAfterMs: number;
  /** What the server answered before closing, if anything (e.g. a 408). */
  answer: string;
}

/**
 * A slowloris client: sends `head`, then one byte of `drip` every `everyMs`, until the server closes
 * the connection or `giveUpMs` passes (then the outcome says the server never closed it).
 */
export function slowRequest(p: {
  port: number;
  head: string;
  drip: string;
  everyMs: number;
  giveUpMs: number;
}): Promise<SlowOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect({ host: '127.0.0.1', port: p.port });
    let answer = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs: Date.now() - started, answer });
    };
    const giveUp = setTimeout(finish, p.giveUpMs);
    socket.on('connect', () => {
      if (p.head) socket.write(p.head);
      timer = setInterval(() => {
        if (p.drip && !socket.destroyed) socket.write(p.drip[i++ % p.drip.length]!);
      }, p.everyMs);
    });
    socket.on('data', (d) => {
      answer += d.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', finish);
  });
}
