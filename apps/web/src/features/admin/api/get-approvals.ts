import { type ApprovalList, approvalListSchema } from '@app/contract/approvals';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export const getApprovals = (signal?: AbortSignal): Promise<ApprovalList> =>
  api.get(adminApiPaths.approvals, { schema: approvalListSchema, signal });

/** Everything that waits for a second admin, oldest first (ADR 027). */
export const useApprovals = () =>
  useQuery({ queryKey: adminKeys.approvals(), queryFn: ({ signal }) => getApprovals(signal) });
