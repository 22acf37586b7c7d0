import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { memberKeys } from '../features/members/api/keys.ts';
import { serviceKeys } from '../features/services/api/keys.ts';

/**
 * What to fetch again once a member's membership changed elsewhere (a renewal): the members
 * feature's lists and profile (status badge, expiry) and the services feature's usage windows.
 */
export function useRefreshMember(): (memberId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (memberId: string) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      void queryClient.invalidateQueries({ queryKey: serviceKeys.member(memberId) });
    },
    [queryClient],
  );
}
