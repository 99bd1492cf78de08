import {
  apiErrorSchema,
  markNotificationsReadSchema,
  notificationSettingsInputSchema,
  notificationSettingsResponseSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth.ts';
import {
  getNotificationSettings,
  getNotifications,
  putNotificationSettings,
  readNotifications,
} from './notifications.service.ts';

/** The customer's notification centre and mail settings (docs/api.md "Notifications"). */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const base = { tags: ['notifications'], security: [{ bearerAuth: [] }] };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

  r.get(
    '/auth/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        ...base,
        summary: 'Your notifications, newest first, with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errors },
      },
    },
    async (req) => getNotifications(deps, authOf(req).userId, req.query),
  );
  r.post(
    '/auth/notifications/read',
    {
      onRequest: app.authenticate,
      schema: {
        ...base,
        summary: 'Mark notifications read: the ids named, or all',
        body: markNotificationsReadSchema,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (req) => readNotifications(deps, authOf(req).userId, req.body),
  );
  r.get(
    '/auth/notification-settings',
    {
      onRequest: app.authenticate,
      schema: {
        ...base,
        summary: 'Mail on or off per kind of notification',
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (req) => getNotificationSettings(deps, authOf(req).userId),
  );
  r.put(
    '/auth/notification-settings',
    {
      onRequest: app.authenticate,
      schema: {
        ...base,
        summary: 'Turn mail of a kind on or off (security, money and account mails stay on)',
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (req) => putNotificationSettings(deps, authOf(req).userId, req.body),
  );
}
