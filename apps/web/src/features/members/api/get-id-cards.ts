import type { IdCards } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { type IdCardsParams, memberKeys } from './keys.ts';

export function getIdCards(params: IdCardsParams): Promise<IdCards> {
  return api.get<IdCards>(`/api/members/id-cards${queryString({ ...params })}`);
}

/** The ID cards of selected members, an import batch or a barangay (200 a part); waits for a choice. */
export function useIdCards(params: IdCardsParams) {
  return useQuery({
    queryKey: memberKeys.idCards(params),
    queryFn: () => getIdCards(params),
    enabled: Boolean(params.ids || params.batch || params.barangay),
  });
}
