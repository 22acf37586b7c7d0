import type { OfficeDetailsFormInput, OfficeDetailsSaved, SettingsResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { settingsKeys } from './keys.ts';

export function updateOfficeDetails(office: OfficeDetailsFormInput): Promise<OfficeDetailsSaved> {
  return api.put<OfficeDetailsSaved>('/api/settings/office', office);
}

/** Saves the office details; the settings in the cache take the saved ones. */
export function useUpdateOfficeDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfficeDetails,
    onSuccess: (saved) => {
      queryClient.setQueryData<SettingsResponse>(settingsKeys.all, (current) =>
        current ? { ...current, office: saved.office } : current,
      );
    },
  });
}
