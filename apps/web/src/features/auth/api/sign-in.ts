import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { meQueryKey } from '../../../lib/auth/me.ts';
import type { AdminProfile } from '../../../lib/auth/types.ts';

export interface SignInInput {
  /** Username or email. */
  login: string;
  password: string;
}

export interface SignInResult {
  message: string;
  admin: AdminProfile;
}

export function signIn(input: SignInInput): Promise<SignInResult> {
  return api.post<SignInResult>('/api/account/sign-in', input);
}

/** Signs in and primes the session cache, so the admin pages open without a second check. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      queryClient.setQueryData(meQueryKey, { admin: result.admin });
    },
  });
}
