import type { PreferenceKey, Preferences, PreferenceValues } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';

/** One preference and a value its key takes. */
export type PreferenceChange = {
  [K in PreferenceKey]: { key: K; value: PreferenceValues[K] };
}[PreferenceKey];

/** The signed-in admin's preferences (issue 23 item 6), kept on the server: they follow the admin. */
const preferencesKey = ['me', 'preferences'] as const;

/** GET /api/me/preferences, read once per session (only this admin changes them, through useSetPreference). */
export function usePreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: () => api.get<Preferences>('/api/me/preferences'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Stores one preference. The screen follows the choice at once (the cached preferences change
 * before the request); a refused or failed save reads them again from the server.
 */
export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: PreferenceChange) =>
      api.put<Preferences>(`/api/me/preferences/${encodeURIComponent(key)}`, { value }),
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      queryClient.setQueryData<Preferences>(preferencesKey, (current) => ({
        preferences: { ...current?.preferences, [key]: value },
      }));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: preferencesKey }),
  });
}
