import type { AdminProfileUpdateRequest, MyProfileSaved } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { meQueryKey } from '../../../lib/auth/me-key.ts';
import { profileKeys } from './keys.ts';

export function updateMyProfile(profile: AdminProfileUpdateRequest): Promise<MyProfileSaved> {
  return api.patch<MyProfileSaved>('/api/account/profile', profile);
}

/** Saves one's personal information; the header's name (the session's admin) is read again. */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.mine, { profile: saved.profile });
      return queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}
