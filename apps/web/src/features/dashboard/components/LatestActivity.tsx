import { Anchor, Group } from '@mantine/core';
import type { Dashboard } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ActivityEntries } from '../../../components/ActivityEntries.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useDashboardTexts } from '../texts.ts';

/** The 10 latest activity-log entries the admin may see, each linking to its member. */
export function LatestActivity({ entries }: { entries: Dashboard['latestActivity'] | undefined }) {
  const { t } = useDashboardTexts();
  return (
    <SectionCard
      id="latest-activity-heading"
      title={t('latestActivity.title')}
      actions={
        <Anchor component={Link} to="/admin/activity-log" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            {t('latestActivity.activityLog')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      }
    >
      <ActivityEntries entries={entries} loadingLabel={t('latestActivity.loading')} />
    </SectionCard>
  );
}
