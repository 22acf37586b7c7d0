import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type Dashboard, messages } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { formatDateTime } from '../../../lib/dates.ts';

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
      {!entries ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the latest activity">
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
                {entry.memberId ? (
                  <>
                    {' '}
                    <Anchor
                      component={Link}
                      to={`/admin/member/${encodeURIComponent(entry.memberId)}`}
                      size="sm"
                      aria-label={`Open the member's profile${entry.memberRef ? ` (${entry.memberRef})` : ''}`}
                    >
                      Open profile
                    </Anchor>
                  </>
                ) : null}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
