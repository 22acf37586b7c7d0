import type { Dashboard } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Query keys of the dashboard feature. */
export const dashboardKeys = { all: ['dashboard'] as const };

export function getDashboard(): Promise<Dashboard> {
  return api.get<Dashboard>('/api/dashboard');
}

/** Today's figures, the charts and the latest activity (DECISIONS 31); fetched again whenever shown. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: getDashboard, staleTime: 0 });
}
