import { type FlowsReport, flowsReportSchema, type ReportDays } from '@app/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export const getFlowsReport = (days: ReportDays, signal?: AbortSignal): Promise<FlowsReport> =>
  api.get(adminApiPaths.flows(days), { schema: flowsReportSchema, signal });

/** The flows of the last `days` days; the previous range stays on screen while the next one loads. */
export const useFlowsReport = (days: ReportDays) =>
  useQuery({
    queryKey: adminKeys.flows(days),
    queryFn: ({ signal }) => getFlowsReport(days, signal),
    placeholderData: keepPreviousData,
  });
