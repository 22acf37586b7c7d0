import type { BackupSummary, BackupView } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const backupKeys = { status: ['backups', 'status'] as const };

export function getBackupStatus(): Promise<BackupSummary> {
  return api.get<BackupSummary>('/api/backups/status');
}

/**
 * The last proven backup (DECISIONS 49); head admins only, so asked only for them. While a backup
 * runs it is asked again every few seconds, until it is proven or failed.
 */
export function useBackupStatus(enabled: boolean) {
  return useQuery({
    queryKey: backupKeys.status,
    queryFn: getBackupStatus,
    enabled,
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.running ? 3_000 : false),
  });
}

/** Back up now: starts a backup; the card follows it. */
export function useRunBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ backup: BackupView }>('/api/backups/run'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.status }),
  });
}
