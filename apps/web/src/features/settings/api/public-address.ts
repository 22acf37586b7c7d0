import type { FirstRunSetupFormInput, PublicAddressStatus, SettingsResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { publicAddressKey } from '../../../lib/public-address.ts';
import { settingsKeys } from './keys.ts';

/** The first-run setup: the office and the public address confirmed at once. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FirstRunSetupFormInput) => api.post<SettingsResponse>('/api/settings/setup', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      queryClient.setQueryData<PublicAddressStatus>(publicAddressKey, {
        publicAddress: saved.publicAddress,
        setupPending: false,
      });
    },
  });
}

/**
 * Whether `address` answers as this portal, asked from the browser: GET `<address>/api/health`
 * within 8 seconds. False when it does not answer, answers otherwise, or the browser refuses.
 */
export async function addressAnswers(address: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 8000);
  try {
    const response = await fetch(`${address.replace(/\/+$/, '')}/api/health`, {
      signal: controller.signal,
      cache: 'no-store',
      credentials: 'omit',
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
