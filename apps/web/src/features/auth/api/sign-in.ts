import type { SignInChallenge, SignInRequest, SignInResponse } from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { useRequest } from '../../../lib/hooks/use-request.ts';

/**
 * `login` is the username or the email. An account with two-step sign-in answers a challenge: the
 * password was right, the authenticator app's code comes next (sign-in-second-step.ts).
 */
export function signIn(input: SignInRequest): Promise<SignInResponse | SignInChallenge> {
  return api.post<SignInResponse | SignInChallenge>('/api/account/sign-in', input, { reauth: false });
}

/**
 * Signs in. The login route has no query client (it stays light), so the admin pages ask for the
 * session once when they open.
 */
export function useSignIn() {
  return useRequest(signIn);
}
