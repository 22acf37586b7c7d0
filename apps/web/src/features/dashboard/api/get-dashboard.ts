import type { Dashboard } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n/language.ts';

/** Query keys of the dashboard feature. */
export const dashboardKeys = { all: ['dashboard'] as const };

export function getDashboard(): Promise<Dashboard> {
  return api.get<Dashboard>('/api/dashboard');
}

/**
 * Today's figures, the charts and the latest activity (DECISIONS 31); fetched again whenever shown.
 * The activity sentences come in the page's language: another language is another query.
 */
export function useDashboard() {
  const language = useLanguage();
  return useQuery({ queryKey: [...dashboardKeys.all, language], queryFn: getDashboard, staleTime: 0 });
}
