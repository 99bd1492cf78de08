import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** One row per admin or security-relevant action; write it in the same transaction as the action. */
export async function recordAudit(
  db: Executor,
  p: {
    actorId?: string | null;
    action: string;
    targetType: string;
    targetId?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(auditLog).values({
    actorId: p.actorId ?? null,
    action: p.action,
    targetType: p.targetType,
    targetId: p.targetId ?? null,
    details: p.details ?? {},
  });
}
