import { kycListResponseSchema } from '@app/contract/kyc';
import type { User } from '@app/contract/user';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

/** Identity checks waiting for a decision (the API answers the whole pending list). */
export const getPendingKyc = async (signal?: AbortSignal): Promise<User[]> =>
  (await api.get(adminApiPaths.kyc('pending'), { schema: kycListResponseSchema, signal })).data;

export const usePendingKyc = () =>
  useQuery({ queryKey: adminKeys.kyc(), queryFn: ({ signal }) => getPendingKyc(signal) });
