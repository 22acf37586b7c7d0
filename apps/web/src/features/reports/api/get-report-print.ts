import type { ReportPrint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { type ReportUrlFilters, reportKeys, reportQuery } from './keys.ts';

export function getReportPrint(filters: ReportUrlFilters): Promise<ReportPrint> {
  return api.get<ReportPrint>(`/api/reports/print${queryString(reportQuery(filters))}`);
}

/** Every row of the filtered, sorted set for printing, up to the print limit (DECISIONS 29). */
export function useReportPrint(filters: ReportUrlFilters) {
  return useQuery({
    queryKey: reportKeys.print(filters),
    queryFn: () => getReportPrint(filters),
    staleTime: 0,
  });
}
