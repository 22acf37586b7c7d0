import type { SignInRequest, SignInResponse } from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { useRequest } from '../../../lib/hooks/use-request.ts';

/** `login` is the username or the email. */
export function signIn(input: SignInRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>('/api/account/sign-in', input);
}

/**
 * Signs in. The login route has no query client (it stays light), so the admin pages ask for the
 * session once when they open.
 */
export function useSignIn() {
  return useRequest(signIn);
}
