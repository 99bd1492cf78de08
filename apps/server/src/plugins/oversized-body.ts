import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How much of a refused body is still read, and for how long, so its sender can read the 413. */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 10_000;

/**
 * Reads and discards the rest of a refused body, then closes. Closing a socket whose receive buffer
 * still holds unread bytes makes the kernel send a reset, which throws away the answer the client has
 * not read yet: the sender sees a broken pipe instead of its 413. Bounded, so a sender of endless
 * bytes is cut off as before.
 */
function drainThenClose(req: IncomingMessage, finished: () => boolean) {
  const socket = req.socket;
  let bytes = 0;
  const cutOff = setTimeout(() => socket.destroy(), LINGER_MS);
  cutOff.unref();
  const closeWhenDone = () => {
    if (!req.complete || !finished()) return;
    clearTimeout(cutOff);
    socket.end();
  };
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > LINGER_BYTES) socket.destroy();
  });
  req.on('end', closeWhenDone);
  req.resume();
  return closeWhenDone;
}

/**
 * A body over the limit gets its 413 even while the client is still sending it. Fastify refuses such
 * a body with `Connection: close`, and Node closes the socket as soon as the answer is written; the
 * unread rest of the body then resets the connection. Here the answer keeps the connection open
 * until the body has arrived (or the linger bounds pass), then closes it.
 * @see https://nodejs.org/api/http.html#messagecomplete
 */
export const oversizedBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode === 413 && !request.raw.complete) {
        reply.removeHeader('connection');
        const closeWhenDone = drainThenClose(request.raw, () => reply.raw.writableFinished);
        reply.raw.once('finish', closeWhenDone);
      }
      done(null, payload);
    });
  },
  { name: 'oversized-body' },
);
