import type { LoginResponse } from '@app/contract/auth';
import { MSG } from '@app/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../config/paths';
import { saveSession } from '../../lib/auth-storage';
import { toast } from '../../lib/toast';

/** After a successful sign-in: store the session, drop any cached data, toast, go where they were heading. */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (answer: Extract<LoginResponse, { token: string }>) => {
    saveSession(answer.token, answer.payload);
    queryClient.clear();
    toast.success(MSG.loginSuccess);
    navigate(safeNextPath(searchParams.get('next')), { replace: true });
  };
}
