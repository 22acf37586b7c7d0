import type { MemberLookup } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/members/lookup?ref= — 404 SCAN_NO_MEMBER when no member has that reference number. */
export async function lookupMember(referenceNumber: string): Promise<MemberLookup['member']> {
  const { member } = await api.get<MemberLookup>(
    `/api/members/lookup?ref=${encodeURIComponent(referenceNumber)}`,
  );
  return member;
}

/**
 * The look-up as a mutation: each scan asks the server once (nothing to cache), and a lost
 * session is noticed like any other call's.
 */
export function useLookupMember() {
  return useMutation({ mutationFn: lookupMember });
}
