import { messageSchema } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';

export const forgotPassword = (email: string) =>
  api.post(apiPaths.forgotPassword, { email }, { schema: messageSchema, anonymous: true });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
