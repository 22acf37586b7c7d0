import type { MemberDataReport } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const reportUrl = (memberId: string) => `/api/members/${encodeURIComponent(memberId)}/data-report`;

/** The member data report (head admins). Each load is produced anew: one activity and one access entry. */
export function useMemberDataReport(memberId: string) {
  return useQuery({
    queryKey: ['member-data-report', memberId],
    queryFn: () => api.get<MemberDataReport>(reportUrl(memberId)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** The same report as the file member-data-<reference>.json, saved by a plain link. */
export const memberDataReportDownloadUrl = (memberId: string) => `${reportUrl(memberId)}?download=1`;
