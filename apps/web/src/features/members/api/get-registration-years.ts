import type { RegistrationYears } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';

export function getRegistrationYears(): Promise<RegistrationYears> {
  return api.get<RegistrationYears>('/api/members/registration-years');
}

/** The years members were registered in, newest first (the Registration year filter). */
export function useRegistrationYears() {
  return useQuery({ queryKey: memberKeys.registrationYears, queryFn: getRegistrationYears });
}
