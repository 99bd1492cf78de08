import {
  isLockedNotificationKind,
  type MarkNotificationsRead,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_MSG,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationsPage,
} from '@app/contract';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import {
  catchUpOfferings,
  countUnread,
  findSettings,
  listNotifications,
  markRead,
  type NotificationPosition,
  saveMailOff,
} from './notifications.repository.ts';

/** New offerings written per read at most: a customer back after months sees the newest ones. */
const OFFERINGS_PER_READ = 10;

const encodeCursor = (p: NotificationPosition) => Buffer.from(`${p.at}|${p.id}`).toString('base64url');

// The cursor only positions a page of the caller's own rows (every query is scoped by user id), so
// it needs no signature: a forged one pages the caller's own notifications or is refused here.
function decodeCursor(cursor: string): NotificationPosition {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const timeOk = at !== undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at);
  const idOk = id !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
  if (!timeOk || !idOk || extra !== undefined) throw fieldError('cursor', NOTIFICATIONS_MSG.badCursor);
  return { at, id };
}

/** GET /auth/notifications: one page, newest first, with the unread count of all of them. */
export async function getNotifications(
  deps: Deps,
  userId: string,
  q: { cursor?: string; limit: number },
): Promise<NotificationsPage> {
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  if (!after) await deps.db.transaction((tx) => catchUpOfferings(tx, userId, OFFERINGS_PER_READ));
  const rows = await listNotifications(deps.db, userId, { limit: q.limit + 1, after });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map((r) => ({
      _id: r.id,
      kind: r.kind as NotificationKind,
      text: r.text,
      link: r.link,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
    })),
    unread: await countUnread(deps.db, userId),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

/** POST /auth/notifications/read: the named ones (the caller's own only) or all of them. */
export async function readNotifications(deps: Deps, userId: string, body: MarkNotificationsRead) {
  await markRead(deps.db, userId, body.all ? 'all' : (body.ids ?? []));
  return { unread: await countUnread(deps.db, userId) };
}

function settingsOf(mailOff: readonly string[]): NotificationSettings {
  const mail = {} as Record<NotificationKind, boolean>;
  for (const kind of NOTIFICATION_KINDS)
    mail[kind] = isLockedNotificationKind(kind) || !mailOff.includes(kind);
  return { mail };
}

export async function getNotificationSettings(deps: Deps, userId: string): Promise<NotificationSettings> {
  return settingsOf((await findSettings(deps.db, userId))?.mailOff ?? []);
}

/**
 * PUT /auth/notification-settings: the kinds named change, the others keep their setting. Turning
 * off a locked kind is refused (400 naming it) rather than silently ignored.
 */
export async function putNotificationSettings(
  deps: Deps,
  userId: string,
  input: NotificationSettingsInput,
): Promise<NotificationSettings & { message: string }> {
  for (const [kind, on] of Object.entries(input.mail) as [NotificationKind, boolean][]) {
    if (!on && isLockedNotificationKind(kind)) {
      throw fieldError(`mail.${kind}`, NOTIFICATIONS_MSG.lockedKind);
    }
  }
  const saved = await deps.db.transaction(async (tx) => {
    const off = new Set((await findSettings(tx, userId))?.mailOff ?? []);
    for (const [kind, on] of Object.entries(input.mail)) {
      if (on) off.delete(kind);
      else off.add(kind);
    }
    const mailOff = [...off].sort();
    await saveMailOff(tx, userId, mailOff);
    return mailOff;
  });
  return { message: NOTIFICATIONS_MSG.settingsSaved, ...settingsOf(saved) };
}
