import type { HttpResult } from './attack-client.ts';
import type { AttackContext } from './attack-context.ts';

export type Owasp =
  | 'API1 object-level authorization'
  | 'API2 authentication'
  | 'API3 property-level authorization'
  | 'API4 resource consumption'
  | 'API5 function-level authorization'
  | 'API6 business flows'
  | 'API7 SSRF'
  | 'API8 misconfiguration'
  | 'API9 inventory'
  | 'API10 unsafe consumption'
  | 'Injection';

/** One attack: many probes (requests and checks); it holds when every probe held. */
export interface AttackCase {
  owasp: Owasp;
  name: string;
  run(ctx: AttackContext, probe: Probe): Promise<void>;
}

/** A case that cannot run here (no browser, no Redis): reported, not failed. */
export class SkipCase extends Error {}

/** Counts the checks of one case and keeps the ones that did not hold. */
export class Probe {
  count = 0;
  readonly failures: string[] = [];

  check(held: boolean, what: string): boolean {
    this.count++;
    if (!held) this.failures.push(what);
    return held;
  }

  /** The answer's status is one of `allowed`. */
  status(res: HttpResult, allowed: number | number[], what: string): boolean {
    const list = Array.isArray(allowed) ? allowed : [allowed];
    const detail = res.error ? res.error : JSON.stringify(res.body)?.slice(0, 160);
    return this.check(
      list.includes(res.status),
      `${what}: got ${res.status} (${detail}), want ${list.join('|')}`,
    );
  }

  /** The answer does not contain `secret` anywhere (body or headers). */
  absent(res: HttpResult, secret: string, what: string): boolean {
    const hay = `${res.text}\n${JSON.stringify(res.headers)}`;
    return this.check(!secret || !hay.includes(secret), `${what}: answer contains ${secret.slice(0, 40)}`);
  }
}
