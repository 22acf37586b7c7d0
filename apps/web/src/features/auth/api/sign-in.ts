import type { AdminResponse, SignInRequest, SignInResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { meQueryKey } from '../../../lib/auth/me-key.ts';

/** `login` is the username or the email. */
export function signIn(input: SignInRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>('/api/account/sign-in', input, { reauth: false });
}

/** Signs in and primes the session cache, so the admin pages open without a second check. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      queryClient.setQueryData<AdminResponse>(meQueryKey, { admin: result.admin });
    },
  });
}
