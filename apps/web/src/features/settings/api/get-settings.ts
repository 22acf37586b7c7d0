import type { SettingsResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { settingsKeys } from './keys.ts';

export function getSettings(): Promise<SettingsResponse> {
  return api.get<SettingsResponse>('/api/settings');
}

/** The office details and the public address in use (head admins only: others are answered 403). */
export function useSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: settingsKeys.all, queryFn: getSettings, enabled });
}
