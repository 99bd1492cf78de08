import { MSG } from '@app/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPaths, paths } from '../../config/paths';
import { api } from '../../lib/api';
import { clearSession } from '../../lib/auth-storage';
import { toast } from '../../lib/toast';

/** POST /auth/logout, then forget the session and go to /login, even when the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post(apiPaths.logout, {}, { skipLoginRedirect: true }).catch(() => undefined),
    onSettled: () => {
      clearSession();
      queryClient.clear();
      toast.info(MSG.loggedOut);
      navigate(paths.login, { replace: true });
    },
  });
}
