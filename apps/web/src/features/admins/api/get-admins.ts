import type { AdminListResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const adminsQueryKey = ['admins'] as const;

export function getAdmins(): Promise<AdminListResponse> {
  return api.get<AdminListResponse>('/api/admins');
}

export const adminsQueryOptions = queryOptions({ queryKey: adminsQueryKey, queryFn: getAdmins });

/** Every administrator, pending first (head admins only). */
export function useAdmins({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminsQueryOptions, enabled });
}
