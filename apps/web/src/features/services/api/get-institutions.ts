import type { InstitutionSuggestions } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './keys.ts';

export function getInstitutions(): Promise<InstitutionSuggestions> {
  return api.get<InstitutionSuggestions>('/api/claims/institutions');
}

/** The institutions of the last year's claims, most used first (the claim form's suggestions). */
export function useInstitutions(enabled: boolean) {
  return useQuery({
    queryKey: serviceKeys.institutions,
    queryFn: getInstitutions,
    select: (data) => data.institutions,
    staleTime: 5 * 60_000,
    enabled,
  });
}
