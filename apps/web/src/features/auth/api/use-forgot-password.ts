import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { errorSchemas } from './auth-schemas';

export const forgotPassword = (email: string) =>
  api.post(
    apiPaths.forgotPassword,
    { email },
    { schema: () => errorSchemas().then((m) => m.messageSchema), anonymous: true },
  );

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
