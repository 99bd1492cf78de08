import { messageSchema } from '@app/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

/** DELETE archives the offering: gone from Explore, kept for the holdings bought before. */
export function useArchiveOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offeringId: string) =>
      api.delete(adminApiPaths.offering(offeringId), { schema: messageSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.offerings() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
