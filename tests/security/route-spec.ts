/** What the attack suite knows of one API route: its pattern, who may call it and a sample request. */
import type { AttackContext } from './attack-context.ts';

export type Access = 'public' | 'customer' | 'admin';

export interface RouteSpec {
  method: string;
  /** Fastify's pattern, e.g. /api/auth/deposit-requests/:id */
  pattern: string;
  access: Access;
  /** A concrete, valid-looking request aimed at the victim's data where the route takes an id. */
  sample: (ctx: AttackContext) => { path: string; body?: unknown };
}

export const noBody = (path: string) => () => ({ path });
export const offering = {
  name: 'Injected Offering',
  img: '',
  category: 'Crypto',
  investmentReturn: '99%',
  duration: '1 days',
  pricePerUnit: 1,
};
