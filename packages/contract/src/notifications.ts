import { z } from 'zod';
import { idSchema } from './fields.ts';

/**
 * The notification centre (docs/product.md "Notifications"): one row per event the customer is told
 * about, written in the event's own transaction. Kinds group events for the mail settings.
 */
export const NOTIFICATION_KINDS = [
  'deposit',
  'withdrawal',
  'purchase',
  'cancellation',
  'maturity',
  'rollover',
  'recovery',
  'security',
  'account',
  'holding',
  'identity',
  'offering',
  'support',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Money movements, security events and account notices always mail: the customer cannot turn them off. */
export const NOTIFICATION_LOCKED_KINDS = [
  'deposit',
  'withdrawal',
  'purchase',
  'cancellation',
  'maturity',
  'rollover',
  'recovery',
  'security',
  'account',
] as const satisfies readonly NotificationKind[];
export const isLockedNotificationKind = (kind: NotificationKind): boolean =>
  (NOTIFICATION_LOCKED_KINDS as readonly NotificationKind[]).includes(kind);

/** What each kind is called on Settings → Notifications. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  deposit: 'Deposits',
  withdrawal: 'Withdrawals',
  purchase: 'Purchases',
  cancellation: 'Cancellations',
  maturity: 'Maturities and repayments',
  rollover: 'Roll-overs',
  recovery: 'Recoveries',
  security: 'Security (sign-ins, password, email, two-factor)',
  account: 'Your account and data',
  holding: 'Changes to your holdings',
  identity: 'Identity checks',
  offering: 'New offerings',
  support: 'Replies from support',
};

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** How many ids one "mark read" call may name. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;

export const NOTIFICATIONS_MSG = {
  badLimit: `Choose a page size from 1 to ${NOTIFICATIONS_PAGE_MAX}.`,
  badCursor: 'This page link is not valid any more. Start from the first page.',
  readWhat: 'Name the notifications to mark read (ids) or mark them all (all: true).',
  tooManyIds: `Mark at most ${NOTIFICATIONS_READ_MAX_IDS} notifications at once.`,
  settingsSaved: 'Your notification settings are saved.',
  lockedKind: 'Security, money and account mails always go: this one cannot be turned off.',
} as const;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** One sentence saying what happened. */
  text: z.string(),
  /** The page of the web app it concerns, a path such as `/wallet`. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^\d{1,3}$/.test(v), NOTIFICATIONS_MSG.badLimit)
    .transform((v) => (v === undefined ? NOTIFICATIONS_PAGE_DEFAULT : Number(v)))
    .refine((n) => n >= 1 && n <= NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_MSG.badLimit),
});

export const notificationsPageSchema = z.object({
  data: z.array(notificationSchema),
  /** Unread notifications in all, not only on this page (the bell's count). */
  unread: z.number().int(),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const markNotificationsReadSchema = z
  .object({
    ids: z.array(idSchema).max(NOTIFICATIONS_READ_MAX_IDS, NOTIFICATIONS_MSG.tooManyIds).optional(),
    all: z.literal(true).optional(),
  })
  .refine((b) => (b.ids !== undefined && b.ids.length > 0) !== (b.all === true), {
    message: NOTIFICATIONS_MSG.readWhat,
    path: ['ids'],
  });
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

/** Mail on or off per kind; locked kinds always answer true and cannot be turned off. */
// Every kind named as a property, so the API document lists them (a record of an enum has none).
const everyKind = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<
  NotificationKind,
  z.ZodBoolean
>;
export const notificationSettingsSchema = z.object({ mail: z.object(everyKind) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = notificationSettingsSchema.extend({
  message: z.string().optional(),
});

/** PUT /auth/notification-settings: any subset of kinds; unknown kinds are a 400. */
export const notificationSettingsInputSchema = z.object({
  mail: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean({ error: 'Choose on or off.' })),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;
