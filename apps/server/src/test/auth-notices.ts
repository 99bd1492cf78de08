import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { authCache } from '../modules/auth/auth-cache.ts';

/**
 * A write made straight in the database, as another instance or a script would make it, reaches this
 * instance's session copy by notification (auth-cache.ts), a moment after it commits. Tests that
 * write users or sessions directly and then call the API wait for that moment, as a second request
 * from a person would.
 */
export async function writeDirectly<T>(app: FastifyInstance, write: () => Promise<T>): Promise<T> {
  const cache = authCache(app.db);
  const before = cache.generation;
  const result = await write();
  const until = Date.now() + 5_000;
  while (cache.live && cache.generation === before && Date.now() < until) await sleep(2);
  return result;
}
