import type { ADMIN_CIVIL_STATUSES, ADMIN_GENDERS, MessageResponse, RegisterRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Gender = (typeof ADMIN_GENDERS)[number];
export type CivilStatus = (typeof ADMIN_CIVIL_STATUSES)[number];

/** POST /api/account/register (CONTRACT), the body the server's schema reads. */
export type RegisterAdminInput = RegisterRequest;

export function registerAdmin(input: RegisterAdminInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/register', input);
}

export function useRegisterAdmin() {
  return useMutation({ mutationFn: registerAdmin });
}
