import {
  type NewSupportThreadInput,
  supportMessageResponseSchema,
  supportThreadListSchema,
  supportThreadResponseSchema,
} from '@app/contract/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The customer's side of the support inbox (docs/api.md "Support"). */
export const supportApiPaths = {
  threads: '/auth/support/threads',
  thread: (id: string) => `/auth/support/threads/${encodeURIComponent(id)}`,
  messages: (id: string) => `/auth/support/threads/${encodeURIComponent(id)}/messages`,
} as const;

export const supportKeys = {
  all: ['support'] as const,
  thread: (id: string) => ['support', 'thread', id] as const,
};

/** A reply may arrive while the page is open: look again now and then. */
const THREAD_REFRESH_MS = 30_000;

export const useThreads = () =>
  useQuery({
    queryKey: supportKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get(supportApiPaths.threads, { schema: supportThreadListSchema, signal })).data,
  });

export const useThread = (id: string | null) =>
  useQuery({
    queryKey: supportKeys.thread(id ?? ''),
    enabled: id !== null,
    refetchInterval: THREAD_REFRESH_MS,
    queryFn: async ({ signal }) =>
      (await api.get(supportApiPaths.thread(id!), { schema: supportThreadResponseSchema, signal })).data,
  });

export const useOpenThread = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSupportThreadInput) =>
      api.post(supportApiPaths.threads, body, { schema: supportThreadResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
};

export const useWriteMessage = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post(supportApiPaths.messages(id), { message }, { schema: supportMessageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
};
