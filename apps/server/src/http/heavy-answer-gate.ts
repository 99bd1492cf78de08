import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/app-error.ts';
import {
  HEAVY_PER_INSTANCE,
  HEAVY_PER_USER,
  HEAVY_QUEUE,
  HEAVY_RETRY_AFTER_SECONDS,
  HEAVY_WAIT_MS,
} from './rate-limits.ts';

interface Waiter {
  key: string;
  /** Its turn: it takes the slot it was given. */
  start: () => void;
  /** It stops waiting (timed out, or its client went away) and is refused. */
  leave: () => void;
}

export interface HeavyLimits {
  /** Heavy answers one user may have in flight, running or waiting. */
  perUser: number;
  /** Heavy answers built at once on this instance. */
  perInstance: number;
  /** Heavy answers waiting for a slot on this instance. */
  queue: number;
  /** How long one waits for a slot before its 429. */
  waitMs: number;
}

/**
 * The per-instance cap on heavy answers, shared fairly (ADR 045). A request over the instance's cap
 * waits for a slot instead of being refused, and a freed slot goes to the waiting user with the
 * fewest answers running (the oldest first among equals): each user's first answer is served before
 * anyone's second, so a few accounts looping downloads cannot lock everyone else out. 429 with
 * Retry-After only past the user's own limit, a full queue, or a wait longer than `waitMs`.
 */
export function heavyAnswerGate(
  limits: HeavyLimits = {
    perUser: HEAVY_PER_USER,
    perInstance: HEAVY_PER_INSTANCE,
    queue: HEAVY_QUEUE,
    waitMs: HEAVY_WAIT_MS,
  },
) {
  const held = new Map<string, number>();
  const running = new Map<string, number>();
  const waiting: Waiter[] = [];
  let total = 0;

  const add = (map: Map<string, number>, key: string, n: number) => {
    const next = (map.get(key) ?? 0) + n;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  const begin = (key: string) => {
    total++;
    add(running, key, 1);
  };
  /** The waiter with the fewest answers running for its user; the oldest among equals. */
  const next = (): Waiter | undefined => {
    let best = -1;
    for (let i = 0; i < waiting.length; i++) {
      const mine = running.get(waiting[i]!.key) ?? 0;
      if (best < 0 || mine < (running.get(waiting[best]!.key) ?? 0)) best = i;
    }
    return best < 0 ? undefined : waiting.splice(best, 1)[0];
  };
  const finish = (key: string) => {
    total--;
    add(running, key, -1);
    const chosen = next();
    if (chosen) {
      begin(chosen.key);
      chosen.start();
    }
  };

  const refuse = (reply: FastifyReply) => {
    reply.header('Retry-After', String(HEAVY_RETRY_AFTER_SECONDS));
    return tooManyRequests();
  };

  const gate = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.auth?.userId ?? request.ip;
    if ((held.get(key) ?? 0) >= limits.perUser) throw refuse(reply);
    if (total >= limits.perInstance && waiting.length >= limits.queue) throw refuse(reply);
    add(held, key, 1);
    let started = total < limits.perInstance;
    if (started) begin(key);
    const waiter: Waiter = { key, start: () => {}, leave: () => {} };
    // A slot is given back when the answer is sent or the client goes away; a waiter that goes away
    // leaves the queue.
    reply.raw.once('close', () => {
      add(held, key, -1);
      if (started) finish(key);
      else waiter.leave();
    });
    if (started) return;
    await new Promise<void>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
        reject(refuse(reply));
      };
      const timer = setTimeout(leave, limits.waitMs);
      waiter.leave = leave;
      waiter.start = () => {
        clearTimeout(timer);
        started = true;
        resolve();
      };
      waiting.push(waiter);
    });
  };
  /** What the gate holds now: answers running and waiting on this instance. */
  gate.stats = () => ({ running: total, waiting: waiting.length });
  return gate;
}
