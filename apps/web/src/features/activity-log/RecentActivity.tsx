import { Alert, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from '../../components/SectionCard.tsx';
import { errorMessage, queryString } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useActivityLog } from './api/get-activity-log.ts';

const SHOWN = 10;

/** An administrator's latest entries of the activity log (My Profile), with a link to the full log. */
export function RecentActivity({ adminId }: { adminId: string }) {
  const log = useActivityLog({ adminId, action: '', member: '', from: '', to: '', page: 1 });
  const entries = log.data?.entries.slice(0, SHOWN);

  return (
    <SectionCard
      id="recent-activity-heading"
      title="Your recent activity"
      actions={
        <Anchor component={Link} to={`/admin/activity-log${queryString({ adminId })}`} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            View the full activity log
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      }
    >
      {log.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(log.error)}
        </Alert>
      ) : !entries ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading your recent activity">
          <Skeleton h={18} />
          <Skeleton h={18} />
          <Skeleton h={18} w="70%" />
        </Stack>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noActivityFound}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <Group
              key={entry.id}
              component="li"
              gap="xs"
              align="baseline"
              wrap="wrap"
              pb={6}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text
                component="time"
                dateTime={entry.at}
                size="xs"
                c="dimmed"
                w={150}
                style={{ flexShrink: 0 }}
              >
                {formatDateTime(entry.at)}
              </Text>
              <Text size="sm" miw={0} style={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
                {entry.sentence}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
