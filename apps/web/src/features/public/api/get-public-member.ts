import type { PublicMember, PublicMemberResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const publicMemberKey = (ref: string) => ['public-member', ref] as const;

export async function getPublicMember(ref: string): Promise<PublicMember> {
  const { member } = await api.get<PublicMemberResponse>(`/api/public/members/${encodeURIComponent(ref)}`);
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
