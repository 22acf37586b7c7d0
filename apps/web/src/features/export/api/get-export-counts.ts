import type { ExportCounts } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ExportChoice, exportKeys } from './keys.ts';
import { exportCountsUrl } from './urls.ts';

export function getExportCounts(choice: ExportChoice): Promise<ExportCounts> {
  return api.get<ExportCounts>(exportCountsUrl(choice));
}

/** How many rows and stored files the choice holds (asked again whenever the choice changes). */
export function useExportCounts(choice: ExportChoice, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: exportKeys.counts(choice),
    queryFn: () => getExportCounts(choice),
    enabled,
    staleTime: 0,
  });
}
