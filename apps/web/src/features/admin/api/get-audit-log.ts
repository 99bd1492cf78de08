import { AUDIT_PAGE_SIZE, type AuditList, auditListSchema } from '@app/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export const getAuditLog = (page: number, signal?: AbortSignal): Promise<AuditList> =>
  api.get(adminApiPaths.audit({ page, pageSize: AUDIT_PAGE_SIZE }), { schema: auditListSchema, signal });

export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: adminKeys.auditPage(page),
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });
