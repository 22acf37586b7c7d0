import { Anchor, Group } from '@mantine/core';
import type { Dashboard } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ActivityEntries } from '../../../components/ActivityEntries.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';

/** The 10 latest activity-log entries the admin may see, each linking to its member. */
export function LatestActivity({ entries }: { entries: Dashboard['latestActivity'] | undefined }) {
  return (
    <SectionCard
      id="latest-activity-heading"
      title="Latest activity"
      actions={
        <Anchor component={Link} to="/admin/activity-log" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            Activity log
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      }
    >
      <ActivityEntries entries={entries} loadingLabel="Loading the latest activity" />
    </SectionCard>
  );
}
