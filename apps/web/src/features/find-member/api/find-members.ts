import type { MemberFind } from '@portal/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';

/** Query keys of the find box: one answer per text asked. */
export const findMemberKeys = {
  all: ['find-member'] as const,
  text: (text: string) => ['find-member', text] as const,
};

/** An answer stays fresh this long: a text typed again, then Enter, asks the server once. */
const FRESH_MS = 5_000;

/** GET /api/members/find?q= — the member `text` names exactly, and up to 8 members matching it. */
export function findMembers(text: string): Promise<MemberFind> {
  return api.get<MemberFind>(`/api/members/find?q=${encodeURIComponent(text)}`);
}

/** The matches as you type (`text` already debounced); the last answer stays shown while the next loads. */
export function useFoundMembers(text: string, enabled: boolean) {
  return useQuery({
    queryKey: findMemberKeys.text(text),
    queryFn: () => findMembers(text),
    enabled,
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The answer for `text` now (Enter): from the cache when just asked, else from the server. */
export function useFindMembersNow() {
  const client = useQueryClient();
  return useCallback(
    (text: string) =>
      client.fetchQuery({
        queryKey: findMemberKeys.text(text),
        queryFn: () => findMembers(text),
        staleTime: FRESH_MS,
      }),
    [client],
  );
}
