import { Alert, Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ActivityEntries } from '../../components/ActivityEntries.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { errorMessage, queryString } from '../../lib/api.ts';
import { useActivityLog } from './api/get-activity-log.ts';
import { useActivityTexts } from './texts.ts';

const SHOWN = 10;

/** An administrator's latest entries of the activity log (My Profile), with a link to the full log. */
export function RecentActivity({ adminId }: { adminId: string }) {
  const { t } = useActivityTexts();
  const log = useActivityLog({ adminId, action: '', member: '', from: '', to: '', page: 1 });
  const entries = log.data?.entries.slice(0, SHOWN);

  return (
    <SectionCard
      id="recent-activity-heading"
      title={t('recent.title')}
      actions={
        <Anchor component={Link} to={`/admin/activity-log${queryString({ adminId })}`} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            {t('recent.fullLog')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      }
    >
      {log.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(log.error)}
        </Alert>
      ) : (
        <ActivityEntries entries={entries} loadingLabel={t('recent.loading')} />
      )}
    </SectionCard>
  );
}
