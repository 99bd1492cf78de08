import type { SupportMessage, SupportThread } from '@app/contract';
import type { MessageRow, ThreadRow } from './support.repository.ts';

/** A thread as both sides see it; the console adds who wrote and who took it. */
export function toThreadDto(
  t: ThreadRow,
  extra: {
    messages?: MessageRow[];
    customer?: { id: string; name: string; email: string };
    assignee?: { id: string | null; name: string | null } | null;
  } = {},
): SupportThread {
  return {
    _id: t.id,
    reference: t.reference,
    subject: t.subject,
    category: t.category,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    dueAt: t.dueAt?.toISOString() ?? null,
    outcome: t.outcome,
    closedAt: t.closedAt?.toISOString() ?? null,
    ...(extra.customer
      ? {
          customer: { _id: extra.customer.id, name: extra.customer.name, email: extra.customer.email },
          assignedTo:
            extra.assignee?.id && extra.assignee.name
              ? { _id: extra.assignee.id, name: extra.assignee.name }
              : null,
        }
      : {}),
    ...(extra.messages ? { messages: extra.messages.map(toMessageDto) } : {}),
  };
}

export function toMessageDto(m: MessageRow): SupportMessage {
  return { _id: m.id, from: m.from, name: m.name, text: m.text, createdAt: m.createdAt.toISOString() };
}
