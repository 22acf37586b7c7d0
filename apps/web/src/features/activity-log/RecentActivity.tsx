import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage, queryString } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useActivityLog } from './api/get-activity-log.ts';

const SHOWN = 10;

/** An administrator's latest entries of the activity log (My Profile), with a link to the full log. */
export function RecentActivity({ adminId }: { adminId: string }) {
  const log = useActivityLog({ adminId, action: '', member: '', from: '', to: '', page: 1 });
  const entries = log.data?.entries.slice(0, SHOWN);

  return (
    <Paper
      component="section"
      aria-labelledby="recent-activity-heading"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg" id="recent-activity-heading">
          Your recent activity
        </Title>
        <Anchor component={Link} to={`/admin/activity-log${queryString({ adminId })}`} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            View the full activity log
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
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
    </Paper>
  );
}
