import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { AdminProfile } from '../../../lib/auth/types.ts';

export const adminsQueryKey = ['admins'] as const;

export function getAdmins(): Promise<{ admins: AdminProfile[] }> {
  return api.get<{ admins: AdminProfile[] }>('/api/admins');
}

export const adminsQueryOptions = queryOptions({ queryKey: adminsQueryKey, queryFn: getAdmins });

/** Every administrator, pending first (head admins only). */
export function useAdmins({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminsQueryOptions, enabled });
}
