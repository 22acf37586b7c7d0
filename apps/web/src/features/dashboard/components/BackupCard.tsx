import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { BACKUP_STALE_HOURS } from '@portal/domain';
import { IconAlertTriangle, IconDatabase } from '@tabler/icons-react';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useAdminTexts, useBackupMessages } from '../../../lib/i18n/admin-texts.ts';
import { useBackupStatus, useRunBackup } from '../api/backups.ts';
import { type DashboardTexts, useDashboardTexts } from '../texts.ts';

const hoursAgo = ({ t }: DashboardTexts, hours: number) =>
  hours === 0 ? t('backups.lessThanAnHourAgo') : t('backups.hoursAgo', { count: hours });

/**
 * The backups card (DECISIONS 49), for head admins: the last proven backup and its age, a warning
 * past 36 hours or after a failure, and Back up now.
 */
export function BackupCard({ isHeadAdmin }: { isHeadAdmin: boolean }) {
  const texts = useDashboardTexts();
  const { t, locale } = texts;
  const { t: at, tr } = useAdminTexts();
  const backupMessages = useBackupMessages();
  const status = useBackupStatus(isHeadAdmin);
  const run = useRunBackup();
  if (!isHeadAdmin) return null;
  const data = status.data;
  return (
    <SectionCard
      id="backups"
      title={t('backups.title')}
      icon={<IconDatabase aria-hidden size={20} />}
      compact
      actions={
        <Button
          size="sm"
          onClick={() => run.mutate()}
          loading={run.isPending}
          disabled={data?.running === true}
        >
          {data?.running ? t('backups.backingUp') : t('backups.backUpNow')}
        </Button>
      }
    >
      {status.isError && !data ? (
        <Group gap="sm">
          <Text size="sm">{errorMessage(status.error)}</Text>
          <Button size="xs" variant="subtle" onClick={() => void status.refetch()}>
            {at('common.tryAgain')}
          </Button>
        </Group>
      ) : !data ? (
        <Skeleton h={40} aria-busy="true" aria-label={t('backups.loading')} />
      ) : (
        <>
          <Text size="sm">
            {data.lastProven ? (
              <>
                {t('backups.lastProven')}{' '}
                <strong>{formatDateTime(data.lastProven.finishedAt, locale)}</strong> (
                {hoursAgo(texts, data.lastProven.ageHours)}). {t('backups.checked')}
              </>
            ) : (
              backupMessages.backupNoneYet
            )}
          </Text>
          {data.running ? <Text size="sm">{t('backups.running')}</Text> : null}
          {data.stale && data.lastProven ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('backups.staleTitle')}
            >
              {t('backups.stale', { hours: BACKUP_STALE_HOURS })}
            </Alert>
          ) : null}
          {data.lastFailed ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('backups.failedTitle')}
            >
              {tr(data.lastFailed.error)}
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
