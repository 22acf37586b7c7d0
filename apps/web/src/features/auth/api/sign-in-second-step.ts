import type { SecondStepSignInRequest, SignInResponse } from '@portal/domain';
import { api } from '../../../lib/api.ts';

/**
 * The second step of a sign-in: the app's 6-digit code, or one backup code (issue 27 item 1). Apart
 * from sign-in.ts so the login page's own script does not carry it (its form is loaded when needed).
 */
export function signInSecondStep(input: SecondStepSignInRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>('/api/account/sign-in/second-step', input, { reauth: false });
}
