import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { heavyAnswerGate } from './heavy-answer-gate.ts';

/** A request of `userId` through the gate: its outcome, and `finish()` to end its answer. */
function ask(gate: ReturnType<typeof heavyAnswerGate>, userId: string) {
  const raw = new EventEmitter();
  const headers: Record<string, string> = {};
  const reply = { raw, header: (k: string, v: string) => (headers[k] = v) } as unknown as FastifyReply;
  const request = { auth: { userId }, ip: '127.0.0.1' } as unknown as FastifyRequest;
  const state = { status: 'waiting' as 'waiting' | 'running' | 'refused', headers };
  const outcome = gate(request, reply).then(
    () => (state.status = 'running'),
    (err: { statusCode?: number }) => {
      expect(err.statusCode).toBe(429);
      state.status = 'refused';
    },
  );
  return { state, outcome, finish: () => raw.emit('close') };
}

const settle = () => new Promise((r) => setImmediate(r));
const limits = { perUser: 2, perInstance: 3, queue: 3, waitMs: 60_000 };

describe('the heavy-answer gate hands out slots fairly', () => {
  it('serves the user with the fewest answers running first, oldest among equals; refuses past each limit', async () => {
    const gate = heavyAnswerGate(limits);
    const a1 = ask(gate, 'a');
    const a2 = ask(gate, 'a');
    const b1 = ask(gate, 'b');
    await settle();
    expect([a1, a2, b1].map((x) => x.state.status)).toEqual(['running', 'running', 'running']);
    const b2 = ask(gate, 'b');
    const c1 = ask(gate, 'c');
    const d1 = ask(gate, 'd');
    const a3 = ask(gate, 'a');
    const e1 = ask(gate, 'e');
    await settle();
    expect([b2, c1, d1].map((x) => x.state.status)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(gate.stats()).toEqual({ running: 3, waiting: 3 });
    // a's own third at once, and e past a full queue: refused with Retry-After.
    expect([a3.state.status, e1.state.status]).toEqual(['refused', 'refused']);
    expect(a3.state.headers['Retry-After']).toBeTruthy();

    // A slot frees: b2 waited longest, but b has one running and c none.
    a1.finish();
    await settle();
    expect([b2, c1, d1].map((x) => x.state.status)).toEqual(['waiting', 'running', 'waiting']);
    // Again: d has none running, b one.
    a2.finish();
    await settle();
    expect([b2.state.status, d1.state.status]).toEqual(['waiting', 'running']);
    b1.finish();
    await settle();
    expect(b2.state.status).toBe('running');
    for (const x of [b2, c1, d1]) x.finish();
    await Promise.all([b2.outcome, c1.outcome, d1.outcome]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('a waiter whose client goes away leaves the queue; one that waits too long is refused', async () => {
    const gate = heavyAnswerGate({ ...limits, perInstance: 1, waitMs: 50 });
    const first = ask(gate, 'a');
    const gone = ask(gate, 'b');
    await settle();
    gone.finish();
    await gone.outcome;
    expect(gate.stats()).toEqual({ running: 1, waiting: 0 });
    const late = ask(gate, 'c');
    await late.outcome;
    expect(late.state.status).toBe('refused');
    first.finish();
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
