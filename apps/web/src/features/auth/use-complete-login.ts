import type { LoginResponse } from '@app/contract/auth';
import { MSG } from '@app/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeNextPath } from '../../config/paths';
import { saveSession } from '../../lib/auth-storage';
import { toast } from '../../lib/toast';

/**
 * After a successful sign-in: store the session, drop any cached data, toast, go where they were
 * heading, or to their home: the admin console for admins, the dashboard for customers.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (answer: Extract<LoginResponse, { token: string }>) => {
    saveSession(answer.token, answer.payload);
    queryClient.clear();
    toast.success(MSG.loginSuccess);
    const home = answer.payload.userRole === 'admin' ? paths.adminDashboard : paths.dashboard;
    navigate(safeNextPath(searchParams.get('next'), home), { replace: true });
  };
}
