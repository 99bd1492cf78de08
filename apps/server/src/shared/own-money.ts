import { MSG } from '@app/contract';
import { forbidden } from '../lib/app-error.ts';

/**
 * Separation of duties: no admin decides on their own money, whether a deposit or withdrawal request,
 * an adjustment or a balance edit. Every admin money path calls this one check before it locks
 * anything.
 */
export function refuseOwnMoney(adminId: string, customerId: string): void {
  if (adminId === customerId) throw forbidden(MSG.ownMoney);
}
