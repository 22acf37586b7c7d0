import type { ReportSummary } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { type ReportSetFilters, reportKeys, reportQuery } from './keys.ts';

export function getReportSummary(filters: ReportSetFilters): Promise<ReportSummary> {
  return api.get<ReportSummary>(`/api/reports/summary${queryString(reportQuery(filters))}`);
}

/** The four cards and the statistics of the filtered set (the sort does not change them). */
export function useReportSummary({ search, barangay, status, year, month }: ReportSetFilters) {
  const filters = { search, barangay, status, year, month };
  return useQuery({
    queryKey: reportKeys.summary(filters),
    queryFn: () => getReportSummary(filters),
    placeholderData: keepPreviousData,
  });
}
