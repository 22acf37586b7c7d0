import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';

export function signOut(): Promise<void> {
  return api.post<void>('/api/account/sign-out', undefined, { reauth: false });
}

/** Ends the session and forgets every cached answer, so the next admin starts clean. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.clear();
    },
  });
}
