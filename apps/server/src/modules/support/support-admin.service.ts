import { SUPPORT_MSG, type SupportAdminUpdate, type SupportStatus } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { notify } from '../../shared/notify.ts';
import { findUserById } from '../../shared/users.repository.ts';
import { toMessageDto, toThreadDto } from './support.dto.ts';
import { complaintClosedMail, supportReplyMail } from './support.mails.ts';
import {
  complaintsPerMonth,
  findThreadForAdmin,
  insertMessage,
  listMessages,
  listQueue,
  lockThread,
  updateThread,
} from './support.repository.ts';
import { threadLink } from './support.service.ts';

/** Months Admin → Reports shows complaints for. */
const COMPLAINT_REPORT_MONTHS = 12;

/** GET /auth/admin/support: one status, oldest wait first (closed: newest first). */
export async function supportQueue(deps: Deps, status: SupportStatus) {
  const rows = await listQueue(deps.db, status);
  return { data: rows.map((r) => toThreadDto(r.thread, { customer: r.customer, assignee: r.assignee })) };
}

export async function supportThreadForAdmin(deps: Deps, id: string) {
  const row = await findThreadForAdmin(deps.db, id);
  if (!row) throw notFound();
  const messages = await listMessages(deps.db, id);
  return { data: toThreadDto(row.thread, { customer: row.customer, assignee: row.assignee, messages }) };
}

/**
 * POST /auth/admin/support/:id/messages: the team answers. The customer is notified and mailed (the
 * mail follows their setting for support replies), all in the answer's transaction.
 */
export async function answerThread(deps: Deps, adminId: string, id: string, text: string) {
  return deps.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id);
    if (!thread) throw notFound();
    if (thread.status === 'closed') throw conflict(SUPPORT_MSG.alreadyClosed);
    const [admin, customer] = await Promise.all([findUserById(tx, adminId), findUserById(tx, thread.userId)]);
    const message = await insertMessage(tx, { threadId: id, authorId: adminId, from: 'admin', text });
    await updateThread(tx, id, { status: 'answered', assignedTo: thread.assignedTo ?? adminId });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'support.answered',
      targetType: 'support_thread',
      targetId: id,
      details: { userId: thread.userId, reference: thread.reference },
    });
    if (customer) {
      const url = `${deps.config.publicUrl}${threadLink(id)}`;
      await deps.mailer.send(
        supportReplyMail(customer.email, customer.name, {
          reference: thread.reference,
          subject: thread.subject,
          url,
        }),
        tx,
        {
          userId: customer.id,
          kind: 'support',
          text: `Support answered in ${thread.reference}: ${thread.subject}.`,
          link: threadLink(id),
        },
      );
    }
    return { message: SUPPORT_MSG.sent, data: toMessageDto({ ...message, name: admin?.name ?? 'Support' }) };
  });
}

/**
 * PATCH /auth/admin/support/:id: take the thread (`assignTo: "me"`) and/or close it. A complaint
 * closes only with a written outcome, which is mailed to the customer as the final answer whatever
 * their mail settings; closing is audited.
 */
export async function updateSupportThread(
  deps: Deps,
  adminId: string,
  id: string,
  input: SupportAdminUpdate,
) {
  return deps.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id);
    if (!thread) throw notFound();
    if (input.status === 'closed') {
      if (thread.status === 'closed') throw conflict(SUPPORT_MSG.alreadyClosed);
      if (thread.category === 'complaint' && !input.outcome)
        throw fieldError('outcome', SUPPORT_MSG.outcomeRequired);
    }
    const closing = input.status === 'closed';
    await updateThread(tx, id, {
      ...(input.assignTo === 'me' ? { assignedTo: adminId } : {}),
      ...(closing
        ? { status: 'closed', closedAt: new Date(), closedBy: adminId, outcome: input.outcome ?? null }
        : {}),
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: closing ? 'support.closed' : 'support.assigned',
      targetType: 'support_thread',
      targetId: id,
      details: {
        userId: thread.userId,
        reference: thread.reference,
        ...(input.outcome ? { outcome: input.outcome } : {}),
      },
    });
    if (closing) {
      const customer = await findUserById(tx, thread.userId);
      const link = threadLink(id);
      if (customer && thread.category === 'complaint') {
        const url = `${deps.config.publicUrl}${link}`;
        await deps.mailer.send(
          complaintClosedMail(customer.email, customer.name, {
            reference: thread.reference,
            outcome: input.outcome!,
            url,
          }),
          tx,
        );
      }
      await notify(tx, {
        userId: thread.userId,
        kind: 'support',
        text:
          thread.category === 'complaint'
            ? `Your complaint ${thread.reference} is closed: read our final answer.`
            : `Your conversation ${thread.reference} is closed.`,
        link,
      });
    }
    const row = await findThreadForAdmin(tx, id);
    return {
      message: SUPPORT_MSG.updated,
      data: toThreadDto(row!.thread, { customer: row!.customer, assignee: row!.assignee }),
    };
  });
}

/** GET /auth/admin/reports/complaints: complaints opened, closed and late per month. */
export async function complaintsReport(deps: Deps) {
  return { data: await complaintsPerMonth(deps.db, COMPLAINT_REPORT_MONTHS) };
}
