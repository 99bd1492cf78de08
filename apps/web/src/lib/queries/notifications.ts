import {
  type MarkNotificationsRead,
  type NotificationSettings,
  type NotificationSettingsInput,
  notificationSettingsResponseSchema,
  notificationsPageSchema,
  unreadCountSchema,
} from '@app/contract/notifications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

/**
 * The notification centre's calls (docs/api.md "Notifications"), shared by the bell in the header
 * and the notifications page, which live in different features.
 */
export const notificationsApiPaths = {
  list: (q: { cursor?: string; limit?: number } = {}) => {
    const params = new URLSearchParams();
    if (q.cursor) params.set('cursor', q.cursor);
    if (q.limit) params.set('limit', String(q.limit));
    const qs = params.toString();
    return qs ? `/auth/notifications?${qs}` : '/auth/notifications';
  },
  read: '/auth/notifications/read',
  settings: '/auth/notification-settings',
} as const;

export const notificationKeys = {
  all: ['notifications'] as const,
  bell: ['notifications', 'bell'] as const,
  list: ['notifications', 'list'] as const,
  settings: ['notification-settings'] as const,
};

/** How often the bell looks for news while the app is open. */
const BELL_REFRESH_MS = 60_000;
const PAGE_SIZE = 20;

/** The unread count for the bell: a one-row page, refreshed every minute and on focus. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.bell,
    queryFn: async ({ signal }) =>
      (await api.get(notificationsApiPaths.list({ limit: 1 }), { schema: notificationsPageSchema, signal }))
        .unread,
    refetchInterval: BELL_REFRESH_MS,
  });

/** The list, newest first, a page at a time ("Load more"). */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get(notificationsApiPaths.list({ cursor: pageParam, limit: PAGE_SIZE }), {
        schema: notificationsPageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsRead) =>
      api.post(notificationsApiPaths.read, body, { schema: unreadCountSchema }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.bell, unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
};

export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) =>
      api.get(notificationsApiPaths.settings, { schema: notificationSettingsResponseSchema, signal }),
  });

export const useSaveNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsInput) =>
      api.put(notificationsApiPaths.settings, body, { schema: notificationSettingsResponseSchema }),
    // The switch moves at once; a refusal puts it back.
    onMutate: (body) => {
      const before = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings);
      if (before)
        queryClient.setQueryData(notificationKeys.settings, {
          ...before,
          mail: { ...before.mail, ...body.mail },
        });
      return { before };
    },
    onError: (_e, _body, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.settings, context.before);
    },
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.settings, data),
  });
};
