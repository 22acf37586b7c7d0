import type { MyProfileResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileKeys } from './keys.ts';

export function getMyProfile(): Promise<MyProfileResponse> {
  return api.get<MyProfileResponse>('/api/account/profile');
}

/** The signed-in administrator's own personal information. */
export function useMyProfile() {
  return useQuery({ queryKey: profileKeys.mine, queryFn: getMyProfile });
}
