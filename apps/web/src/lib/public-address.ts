import type { PublicAddressStatus } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const publicAddressKey = ['settings', 'public-address'] as const;

/**
 * The public address QR codes use, whether it was confirmed and whether the first-run setup is
 * pending (DECISIONS 54; every admin may read it: the banner and the print check).
 */
export function usePublicAddressStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publicAddressKey,
    queryFn: () => api.get<PublicAddressStatus>('/api/settings/public-address'),
    enabled,
    staleTime: 60_000,
  });
}
