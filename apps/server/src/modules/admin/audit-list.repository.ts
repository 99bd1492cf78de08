import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { auditLog, offerings, users } from '../../db/schema.ts';
import { readTotal } from './admin-totals.repository.ts';

const UUID_RE = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** A text that may hold a uuid, as a uuid or null (never a cast error on other text). */
const asUuid = (text: unknown) => sql`CASE WHEN ${text} ~* ${UUID_RE} THEN (${text})::uuid END`;

/**
 * The customer an entry is about: the target itself when it is a user, else the `userId` its details
 * name (a deposit or withdrawal decision).
 */
const subjectUserId = sql`coalesce(
  CASE WHEN ${auditLog.targetType} = 'user' THEN ${asUuid(auditLog.targetId)} END,
  ${asUuid(sql`${auditLog.details}->>'userId'`)})`;

// Spelled exactly as audit_log_page_idx (created_at DESC NULLS LAST, id DESC NULLS LAST): the index
// gives the order, so a page is a short index range whatever its number.
const newestFirst = sql`${auditLog.createdAt} DESC NULLS LAST, ${auditLog.id} DESC NULLS LAST`;

/**
 * One page of the audit trail, newest first, with the actor's and the subject's names. The page is
 * cut from the created_at index first; only its rows are joined. The total is the trigger-kept count.
 */
export async function listAuditPage(db: Executor, p: { limit: number; offset: number }) {
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  const page = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(newestFirst)
    .limit(p.limit)
    .offset(p.offset)
    .as('page_ids');
  const [rows, total] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actor: { id: actor.id, name: actor.name },
        subject: { id: subject.id, name: subject.name },
        offering: { id: offerings.id, name: offerings.name },
      })
      .from(page)
      .innerJoin(auditLog, eq(auditLog.id, page.id))
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(subject, eq(subject.id, subjectUserId))
      .leftJoin(
        offerings,
        sql`${auditLog.targetType} = 'offering' AND ${offerings.id} = ${asUuid(auditLog.targetId)}`,
      )
      .orderBy(newestFirst),
    readTotal(db, 'audit_entries'),
  ]);
  return { rows, total };
}
export type AuditRow = Awaited<ReturnType<typeof listAuditPage>>['rows'][number];

/**
 * Entries about one customer, newest first, up to `limit`, strictly older than the entry `after`:
 * those targeting them and those naming them in their details (a decision on one of their requests).
 * Each side is one index range (audit_log_target_created_idx, audit_log_subject_created_idx). Nearly
 * every such entry is about the customer themselves, so their id is taken as is and the uuid pattern
 * runs only for the rest.
 */
export async function listAuditAbout(
  db: Executor,
  userId: string,
  p: { limit: number; after?: string; actions?: readonly string[] },
): Promise<AuditRow[]> {
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  const older = p.after
    ? sql`AND (created_at, id) < (SELECT created_at, id FROM ${auditLog} WHERE id = ${p.after}::uuid)`
    : sql``;
  const only = p.actions
    ? sql`AND action IN (${sql.join(
        p.actions.map((a) => sql`${a}`),
        sql`, `,
      )})`
    : sql``;
  const side = (match: ReturnType<typeof sql>) =>
    sql`(SELECT id, created_at FROM ${auditLog} WHERE ${match} ${older} ${only}
         ORDER BY created_at DESC, id DESC LIMIT ${p.limit})`;
  const about = sql`(
    ${side(sql`target_id = ${userId}`)}
    UNION
    ${side(sql`details->>'userId' = ${userId}`)}
    ORDER BY created_at DESC, id DESC LIMIT ${p.limit})`;
  const subjectId = sql`CASE
    WHEN ${auditLog.targetType} = 'user' AND ${auditLog.targetId} = ${userId} THEN ${userId}::uuid
    WHEN ${auditLog.targetType} <> 'user' AND ${auditLog.details}->>'userId' = ${userId} THEN ${userId}::uuid
    ELSE ${subjectUserId} END`;
  return db
    .select({
      entry: auditLog,
      actor: { id: actor.id, name: actor.name },
      subject: { id: subject.id, name: subject.name },
      offering: { id: offerings.id, name: offerings.name },
    })
    .from(auditLog)
    .innerJoin(sql`${about} AS about_ids`, sql`about_ids.id = ${auditLog.id}`)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(subject, eq(subject.id, subjectId))
    .leftJoin(
      offerings,
      sql`${auditLog.targetType} = 'offering' AND ${offerings.id} = CASE WHEN ${auditLog.targetType} = 'offering' THEN ${asUuid(auditLog.targetId)} END`,
    )
    .orderBy(newestFirst);
}
