import { randomUUID } from 'node:crypto';
import type { FaultClient, Reply } from './fault-client.ts';

export interface Actor {
  id: string;
  token: string;
}

interface Pending {
  _id: string;
  approvals?: { by: { _id: string } }[];
}

/** What the servers acknowledged (2xx): each must be in the database afterwards. */
export interface Acks {
  deposits: Map<string, { userId: string; cents: number }>;
  withdrawals: Map<string, { userId: string; cents: number }>;
  holdings: Map<string, { userId: string; units: number }>;
  /** request id → the decisions acknowledged for it (more than one is a double approval). */
  decisions: Map<string, ('approved' | 'rejected')[]>;
  /** Same key, different answers: an idempotency failure seen live. */
  idempotencyViolations: string[];
  counts: Record<string, number>;
}

export function newAcks(): Acks {
  return {
    deposits: new Map(),
    withdrawals: new Map(),
    holdings: new Map(),
    decisions: new Map(),
    idempotencyViolations: [],
    counts: {},
  };
}

const ok = (r: Reply) => r.status >= 200 && r.status < 300;
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const dollars = (min: number, max: number) => Math.round((min + Math.random() * (max - min)) * 100) / 100;

/** Mixed customer and admin traffic: deposits, withdrawals, purchases, decisions (some doubled), reads. */
export class Traffic {
  constructor(
    private readonly client: FaultClient,
    private readonly customers: Actor[],
    private readonly admins: Actor[],
    private readonly offeringIds: string[],
    readonly acks: Acks,
  ) {}

  private tally(name: string) {
    this.acks.counts[name] = (this.acks.counts[name] ?? 0) + 1;
  }

  /** A money POST with an Idempotency-Key; one in five is replayed on the other instance. */
  private async idempotent(path: string, c: Actor, body: unknown) {
    const key = randomUUID();
    const first = await this.client.request('POST', path, { token: c.token, body, key });
    if (ok(first) && Math.random() < 0.2) {
      const replay = await this.client.request('POST', path, { token: c.token, body, key });
      if (ok(replay) && replay.body?.data?._id !== first.body?.data?._id) {
        this.acks.idempotencyViolations.push(
          `${path} key ${key}: ${first.body?.data?._id} then ${replay.body?.data?._id}`,
        );
      }
    }
    return first;
  }

  async deposit() {
    const c = pick(this.customers);
    const amount = dollars(100, 900);
    const r = await this.idempotent('/auth/deposit-requests', c, { amount });
    if (ok(r)) this.acks.deposits.set(r.body.data._id, { userId: c.id, cents: Math.round(amount * 100) });
    this.tally('deposit');
  }

  async withdraw() {
    const c = pick(this.customers);
    const amount = dollars(100, 250);
    const r = await this.idempotent('/auth/withdraw-requests', c, { amount });
    if (ok(r)) this.acks.withdrawals.set(r.body.data._id, { userId: c.id, cents: Math.round(amount * 100) });
    this.tally('withdrawal');
  }

  async invest() {
    const c = pick(this.customers);
    const units = 1 + Math.floor(Math.random() * 3);
    const r = await this.idempotent('/auth/invest', c, {
      investmentId: pick(this.offeringIds),
      unitsPurchased: units,
    });
    if (ok(r)) this.acks.holdings.set(r.body.data._id, { userId: c.id, units });
    this.tally('purchase');
  }

  /** An admin decides a pending request; one in four is sent to both instances at once (double-click). */
  async decide(kind: 'deposit' | 'withdraw') {
    const list = await this.client.request('GET', `/auth/${kind}-requests?status=pending&pageSize=20`, {
      token: pick(this.admins).token,
    });
    const pending = (list.body?.data ?? []) as Pending[];
    if (!ok(list) || pending.length === 0) return;
    const request = pick(pending);
    const id = request._id;
    // A deposit past the four-eyes threshold is decided by an admin other than its first approver;
    // a double-click on a fresh request comes from both admins at once, as two admins racing would.
    const approvers = new Set((request.approvals ?? []).map((a) => a.by._id));
    const eligible = this.admins.filter((a) => !approvers.has(a.id));
    const status = Math.random() < 0.75 ? 'approved' : 'rejected';
    const send = (admin: Actor, on?: number) =>
      this.client.request('PATCH', `/auth/${kind}-requests/${id}`, {
        token: admin.token,
        body: { status },
        on,
      });
    const [first, second] = approvers.size ? [eligible[0]!, eligible[0]!] : this.admins;
    const replies =
      Math.random() < 0.25
        ? await Promise.all([send(first!, 0), send(second!, 1)])
        : [await send(pick(eligible))];
    // A 202 is a first approval that waits for a second admin (ADR 027): nothing decided yet.
    for (const r of replies.filter((reply) => reply.status === 200)) {
      this.acks.decisions.set(id, [...(this.acks.decisions.get(id) ?? []), r.body.data.status]);
    }
    this.tally(`${kind} decision`);
  }

  async read() {
    const c = pick(this.customers);
    await this.client.request('GET', Math.random() < 0.5 ? '/auth/me' : `/auth/user-investments/${c.id}`, {
      token: c.token,
    });
    this.tally('read');
  }

  /** One virtual user: random actions until told to stop. */
  async loop(done: () => boolean) {
    while (!done()) {
      const x = Math.random();
      if (x < 0.25) await this.deposit();
      else if (x < 0.4) await this.withdraw();
      else if (x < 0.62) await this.invest();
      else if (x < 0.82) await this.decide('deposit');
      else if (x < 0.92) await this.decide('withdraw');
      else await this.read();
    }
  }
}
