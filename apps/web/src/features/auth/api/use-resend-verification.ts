import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { errorSchemas } from './auth-schemas';

export const resendVerification = (email: string) =>
  api.post(
    apiPaths.resendVerification,
    { email },
    { schema: () => errorSchemas().then((m) => m.messageSchema), anonymous: true },
  );

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
