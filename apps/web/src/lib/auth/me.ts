import type { AdminResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { meQueryKey } from './me-key.ts';

export function getMe(): Promise<AdminResponse> {
  return api.get<AdminResponse>('/api/account/me');
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: getMe });

/** The signed-in admin (GET /api/account/me): 401 without a session, 403 when not an approved admin. */
export function useMe() {
  return useQuery(meQueryOptions);
}
