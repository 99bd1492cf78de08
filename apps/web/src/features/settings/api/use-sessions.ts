import { messageSchema } from '@app/contract/errors';
import { type SessionInfo, sessionListSchema } from '@app/contract/security';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { settingsApiPaths, settingsQueryKeys } from './settings-paths';

export const getSessions = async (signal?: AbortSignal): Promise<SessionInfo[]> =>
  (await api.get(settingsApiPaths.sessions, { schema: sessionListSchema, signal })).data;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());

export const endSession = (id: string) => api.delete(settingsApiPaths.session(id), { schema: messageSchema });
export const endOtherSessions = () => api.delete(settingsApiPaths.sessions, { schema: messageSchema });

function useSessionMutation<T>(mutationFn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryKeys.sessions }),
  });
}

export const useEndSession = () => useSessionMutation(endSession);
export const useEndOtherSessions = () => useSessionMutation(endOtherSessions);
