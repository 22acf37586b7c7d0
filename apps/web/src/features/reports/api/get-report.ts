import type { ReportTablePage } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, queryString } from '../../../lib/api.ts';
import { type ReportParams, type ReportUrlFilters, reportKeys, reportQuery } from './keys.ts';

export function getReport({ page, ...filters }: ReportParams, cursor?: string): Promise<ReportTablePage> {
  return api.get<ReportTablePage>(`/api/reports${queryString({ ...reportQuery(filters), page, cursor })}`);
}

const setKey = (filters: ReportUrlFilters, page: number) => JSON.stringify([reportQuery(filters), page]);

/**
 * One page (10 rows) of the member reports table; the previous page stays shown while the next
 * loads. Next and Previous send the shown page's cursor, so the server reads 'the rows after the
 * last one shown' (fast at any depth); the URL keeps only the page number.
 */
export function useReport(params: ReportParams) {
  const cursors = useRef(new Map<string, string>());
  const { page, ...filters } = params;
  return useQuery({
    queryKey: reportKeys.page(params),
    queryFn: async () => {
      const answer = await getReport(params, cursors.current.get(setKey(filters, page)));
      if (answer.nextCursor) cursors.current.set(setKey(filters, answer.page + 1), answer.nextCursor);
      if (answer.prevCursor) cursors.current.set(setKey(filters, answer.page - 1), answer.prevCursor);
      return answer;
    },
    placeholderData: keepPreviousData,
  });
}
