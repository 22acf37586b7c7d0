import type { DiskStatus } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getDiskStatus(): Promise<DiskStatus> {
  return api.get<DiskStatus>('/api/system/disk');
}

/** The data disk's free space (issue 30 item 3); head admins only, so asked only for them. */
export function useDiskStatus(enabled: boolean) {
  return useQuery({ queryKey: ['system', 'disk'], queryFn: getDiskStatus, enabled, staleTime: 60_000 });
}
