import {
  complaintsReportSchema,
  type SupportAdminUpdate,
  type SupportStatus,
  supportMessageResponseSchema,
  supportThreadListSchema,
  supportThreadResponseSchema,
} from '@app/contract/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The console's Support tab and the complaints report (docs/api.md "Support"). */
export const supportAdminPaths = {
  queue: (status: SupportStatus) => `/auth/admin/support?status=${status}`,
  thread: (id: string) => `/auth/admin/support/${encodeURIComponent(id)}`,
  messages: (id: string) => `/auth/admin/support/${encodeURIComponent(id)}/messages`,
  complaints: '/auth/admin/reports/complaints',
} as const;

const keys = {
  all: ['admin', 'support'] as const,
  queue: (status: SupportStatus) => ['admin', 'support', 'queue', status] as const,
  thread: (id: string) => ['admin', 'support', 'thread', id] as const,
  complaints: ['admin', 'support', 'complaints'] as const,
};

export const useSupportQueue = (status: SupportStatus) =>
  useQuery({
    queryKey: keys.queue(status),
    queryFn: async ({ signal }) =>
      (await api.get(supportAdminPaths.queue(status), { schema: supportThreadListSchema, signal })).data,
  });

export const useSupportThread = (id: string | null) =>
  useQuery({
    queryKey: keys.thread(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get(supportAdminPaths.thread(id!), { schema: supportThreadResponseSchema, signal })).data,
  });

export const useComplaintsReport = () =>
  useQuery({
    queryKey: keys.complaints,
    queryFn: async ({ signal }) =>
      (await api.get(supportAdminPaths.complaints, { schema: complaintsReportSchema, signal })).data,
  });

export const useAnswerThread = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post(supportAdminPaths.messages(id), { message }, { schema: supportMessageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};

export const useUpdateThread = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportAdminUpdate) =>
      api.patch(supportAdminPaths.thread(id), body, { schema: supportThreadResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};
