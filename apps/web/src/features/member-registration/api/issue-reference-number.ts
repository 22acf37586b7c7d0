import type { ReferenceNumberIssued } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const referenceNumberQueryKey = ['member-registration', 'reference-number'] as const;

/** A fresh reference number and the public scan link its QR code encodes (DECISIONS 21). */
export function issueReferenceNumber(): Promise<ReferenceNumberIssued> {
  return api.post<ReferenceNumberIssued>('/api/members/reference-number');
}

/**
 * The reference number the server issues when the form opens (DECISIONS 7). Never cached
 * across visits: every opening of the form, and every successful registration, asks for a new one.
 */
export function useReferenceNumber() {
  return useQuery({
    queryKey: referenceNumberQueryKey,
    queryFn: issueReferenceNumber,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}
