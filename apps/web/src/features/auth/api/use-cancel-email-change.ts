import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { errorSchemas } from './auth-schemas';

/** The link mailed to the old address: no sign-in, the token is the proof. */
export const cancelEmailChange = (token: string) =>
  api.post(
    apiPaths.cancelEmailChange,
    { token },
    { schema: () => errorSchemas().then((m) => m.messageSchema), anonymous: true },
  );

export const useCancelEmailChange = () => useMutation({ mutationFn: cancelEmailChange });
