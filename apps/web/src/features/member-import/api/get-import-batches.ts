import type { ImportBatchList } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { importKeys } from './keys.ts';

/** GET /api/member-import/batches: the latest 20 imports. */
export function getImportBatches(): Promise<ImportBatchList> {
  return api.get<ImportBatchList>('/api/member-import/batches');
}

export function useImportBatches() {
  return useQuery({ queryKey: importKeys.batches, queryFn: getImportBatches });
}
