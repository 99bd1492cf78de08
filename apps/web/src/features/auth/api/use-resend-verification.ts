import { messageSchema } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';

export const resendVerification = (email: string) =>
  api.post(apiPaths.resendVerification, { email }, { schema: messageSchema, anonymous: true });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
