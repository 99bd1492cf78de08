import {
  type CloseAccountInput,
  type DataExportRequest,
  dataExportAnswerSchema,
} from '@app/contract/account-closure';
import { messageSchema } from '@app/contract/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { settingsApiPaths, settingsQueryKeys } from './settings-paths';

/** How often the page asks again while an archive is being built. */
const BUILDING_POLL_MS = 5_000;

export const getDataExport = (signal?: AbortSignal) =>
  api.get(settingsApiPaths.dataExport, { schema: dataExportAnswerSchema, signal }).then((a) => a.data);

/** The newest archive's state; asked again every few seconds while it is being built. */
export const useDataExport = () =>
  useQuery({
    queryKey: settingsQueryKeys.dataExport,
    queryFn: ({ signal }) => getDataExport(signal),
    refetchInterval: (query) => (query.state.data?.status === 'building' ? BUILDING_POLL_MS : false),
  });

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DataExportRequest) =>
      api.post(settingsApiPaths.dataExport, input, { schema: messageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKeys.dataExport }),
  });
}

/** The caller signs out on success: the server has ended every session of the account. */
export const useCloseAccount = () =>
  useMutation({
    mutationFn: (input: CloseAccountInput) =>
      api.post(settingsApiPaths.closeAccount, input, { schema: messageSchema, skipLoginRedirect: true }),
  });
