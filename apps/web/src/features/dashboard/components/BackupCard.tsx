import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { BACKUP_STALE_HOURS, backupMessages } from '@portal/domain';
import { IconAlertTriangle, IconDatabase } from '@tabler/icons-react';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useBackupStatus, useRunBackup } from '../api/backups.ts';

const hoursAgo = (hours: number) =>
  hours === 0 ? 'less than an hour ago' : `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;

/**
 * The backups card (DECISIONS 49), for head admins: the last proven backup and its age, a warning
 * past 36 hours or after a failure, and Back up now.
 */
export function BackupCard({ isHeadAdmin }: { isHeadAdmin: boolean }) {
  const status = useBackupStatus(isHeadAdmin);
  const run = useRunBackup();
  if (!isHeadAdmin) return null;
  const data = status.data;
  return (
    <SectionCard
      id="backups"
      title="Backups"
      icon={<IconDatabase aria-hidden size={20} />}
      compact
      actions={
        <Button
          size="sm"
          onClick={() => run.mutate()}
          loading={run.isPending}
          disabled={data?.running === true}
        >
          {data?.running ? 'Backing up…' : 'Back up now'}
        </Button>
      }
    >
      {status.isError && !data ? (
        <Group gap="sm">
          <Text size="sm">{errorMessage(status.error)}</Text>
          <Button size="xs" variant="subtle" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </Group>
      ) : !data ? (
        <Skeleton h={40} aria-busy="true" aria-label="Loading the backups" />
      ) : (
        <>
          <Text size="sm">
            {data.lastProven ? (
              <>
                Last proven backup: <strong>{formatDateTime(data.lastProven.finishedAt)}</strong> (
                {hoursAgo(data.lastProven.ageHours)}). Every night the database and the stored files are
                backed up, loaded into a scratch database and checked.
              </>
            ) : (
              backupMessages.backupNoneYet
            )}
          </Text>
          {data.running ? <Text size="sm">A backup is running now.</Text> : null}
          {data.stale && data.lastProven ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="No recent backup"
            >
              The last proven backup is more than {BACKUP_STALE_HOURS} hours old.
            </Alert>
          ) : null}
          {data.lastFailed ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="The last backup failed"
            >
              {data.lastFailed.error}
            </Alert>
          ) : null}
        </>
      )}
      {run.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(run.error)}
        </Text>
      ) : null}
    </SectionCard>
  );
}
