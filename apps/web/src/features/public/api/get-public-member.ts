import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The public member card (DECISIONS 22): these fields and nothing else. */
export interface PublicMember {
  fullName: string;
  referenceNumber: string;
  status: 'Active' | 'Expired';
  registrationDate: string;
  expiryDate: string;
}

export const publicMemberKey = (ref: string) => ['public-member', ref] as const;

export async function getPublicMember(ref: string): Promise<PublicMember> {
  const { member } = await api.get<{ member: PublicMember }>(
    `/api/public/members/${encodeURIComponent(ref)}`,
  );
  return member;
}

/** 404 for an unknown, malformed or archived reference; 429 when this address asked too often. */
export function usePublicMember(ref: string, enabled: boolean) {
  return useQuery({
    queryKey: publicMemberKey(ref),
    queryFn: () => getPublicMember(ref),
    enabled,
    staleTime: 60_000,
  });
}
