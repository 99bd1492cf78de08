import {
  addWorkingDays,
  COMPLAINT_ANSWER_WORKING_DAYS,
  COMPLAINT_REFERENCE_PREFIX,
  type NewSupportThread,
  SUPPORT_MESSAGES_PER_WINDOW,
  SUPPORT_MSG,
  SUPPORT_REFERENCE_PREFIX,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { insertWithReference, newShortReference } from '../../lib/short-reference.ts';
import { countAccountAction } from '../../shared/account-attempts.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { notify } from '../../shared/notify.ts';
import { findUserById } from '../../shared/users.repository.ts';
import { toMessageDto, toThreadDto } from './support.dto.ts';
import { complaintReceivedMail, customerWroteMail } from './support.mails.ts';
import {
  findOwnThread,
  insertMessage,
  insertThread,
  listMessages,
  listOwnThreads,
  lockOwnThread,
  type ThreadRow,
  updateThread,
} from './support.repository.ts';

/** Where a customer reads a thread, and where the team answers it. */
export const threadLink = (id: string) => `/chat?thread=${encodeURIComponent(id)}`;
export const consoleLink = (id: string) => `/admin-dashboard?tab=support&thread=${encodeURIComponent(id)}`;

/**
 * The team hears of a customer's message: the admin who took the thread gets a notification and a
 * mail, an untaken thread mails the support address. In the message's transaction, as every mail is.
 */
async function tellTheTeam(deps: Deps, tx: Executor, t: ThreadRow, customerName: string) {
  const p = {
    reference: t.reference,
    subject: t.subject,
    category: t.category,
    customer: customerName,
    url: `${deps.config.publicUrl}${consoleLink(t.id)}`,
  };
  const admin = t.assignedTo ? await findUserById(tx, t.assignedTo) : null;
  if (admin) {
    await deps.mailer.send(customerWroteMail(admin.email, p), tx, {
      userId: admin.id,
      kind: 'support',
      text: `${customerName} wrote in ${t.reference}: ${t.subject}.`,
      link: consoleLink(t.id),
    });
  } else {
    await deps.mailer.send(customerWroteMail(deps.config.supportEmail, p), tx);
  }
}

/**
 * POST /auth/support/threads: the thread and its first message in one transaction. A complaint gets
 * its CP- reference, its deadline (COMPLAINT_ANSWER_WORKING_DAYS working days) and its
 * acknowledgement mail at once; that mail always goes, whatever the customer's mail settings.
 */
export async function openThread(deps: Deps, userId: string, input: NewSupportThread) {
  await countAccountAction(deps, 'support-message', userId, SUPPORT_MESSAGES_PER_WINDOW);
  const complaint = input.category === 'complaint';
  return deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw notFound();
    const now = new Date();
    const thread = await insertWithReference(
      tx,
      (ex, reference) =>
        insertThread(ex, {
          userId,
          reference,
          subject: input.subject,
          category: input.category,
          dueAt: complaint ? addWorkingDays(now, COMPLAINT_ANSWER_WORKING_DAYS) : null,
        }),
      () => newShortReference(complaint ? COMPLAINT_REFERENCE_PREFIX : SUPPORT_REFERENCE_PREFIX),
    );
    const message = await insertMessage(tx, {
      threadId: thread.id,
      authorId: userId,
      from: 'customer',
      text: input.message,
    });
    await recordAudit(tx, {
      actorId: userId,
      action: 'support.thread_opened',
      targetType: 'support_thread',
      targetId: thread.id,
      details: { userId, reference: thread.reference, category: thread.category },
    });
    if (complaint) {
      const url = `${deps.config.publicUrl}${threadLink(thread.id)}`;
      await deps.mailer.send(
        complaintReceivedMail(user.email, user.name, {
          reference: thread.reference,
          subject: thread.subject,
          dueAt: thread.dueAt!,
          url,
        }),
        tx,
      );
      await notify(tx, {
        userId,
        kind: 'support',
        text: `We received your complaint ${thread.reference} and will answer it by the date in our mail.`,
        link: threadLink(thread.id),
      });
    }
    await tellTheTeam(deps, tx, thread, user.name);
    return { data: toThreadDto(thread, { messages: [{ ...message, name: user.name }] }) };
  });
}

export async function listThreads(deps: Deps, userId: string) {
  return { data: (await listOwnThreads(deps.db, userId)).map((t) => toThreadDto(t)) };
}

/** GET /auth/support/threads/:id: the customer's own thread with its messages; anyone else's is a 404. */
export async function getThread(deps: Deps, userId: string, id: string) {
  const thread = await findOwnThread(deps.db, userId, id);
  if (!thread) throw notFound();
  return { data: toThreadDto(thread, { messages: await listMessages(deps.db, thread.id) }) };
}

/**
 * POST /auth/support/threads/:id/messages: the customer writes again. The thread waits for the team
 * again; its place in the queue is kept when it was already waiting, so writing twice does not push
 * the customer back. A closed thread takes no more messages (409).
 */
export async function postCustomerMessage(deps: Deps, userId: string, id: string, text: string) {
  await countAccountAction(deps, 'support-message', userId, SUPPORT_MESSAGES_PER_WINDOW);
  return deps.db.transaction(async (tx) => {
    const thread = await lockOwnThread(tx, userId, id);
    if (!thread) throw notFound();
    if (thread.status === 'closed') throw conflict(SUPPORT_MSG.closed);
    const user = await findUserById(tx, userId);
    const message = await insertMessage(tx, { threadId: id, authorId: userId, from: 'customer', text });
    const updated = await updateThread(tx, id, {
      status: 'waiting',
      ...(thread.status === 'waiting' ? {} : { waitingSince: message.createdAt }),
    });
    await tellTheTeam(deps, tx, updated, user?.name ?? 'A customer');
    return { message: SUPPORT_MSG.sent, data: toMessageDto({ ...message, name: user?.name ?? '' }) };
  });
}
