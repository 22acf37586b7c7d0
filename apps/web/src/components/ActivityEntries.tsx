import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../lib/dates.ts';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';

export type ActivityEntryItem = {
  id: string;
  at: string;
  sentence: string;
  /** When given, the entry links to the member's profile. */
  memberId?: string | null;
  memberRef?: string | null;
};

/**
 * A short list of activity-log entries, newest first (the dashboard's latest activity, My Profile's
 * recent activity): skeleton rows while `entries` is undefined, the log's empty message, then each
 * entry's time and sentence, with a link to its member where there is one.
 */
export function ActivityEntries({
  entries,
  loadingLabel,
}: {
  entries: readonly ActivityEntryItem[] | undefined;
  loadingLabel: string;
}) {
  const { t, m, tr, locale } = useAdminTexts();
  if (!entries)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton h={18} />
        <Skeleton h={18} />
        <Skeleton h={18} w="70%" />
      </Stack>
    );
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {m('noActivityFound')}
      </Text>
    );
  return (
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
          <Text component="time" dateTime={entry.at} size="xs" c="dimmed" w={150} style={{ flexShrink: 0 }}>
            {formatDateTime(entry.at, locale)}
          </Text>
          <Text size="sm" miw={0} style={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
            {tr(entry.sentence)}
            {entry.memberId ? (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to={`/admin/member/${encodeURIComponent(entry.memberId)}`}
                  size="sm"
                  // The name begins with the visible text (axe: label-content-name-mismatch, issue 23).
                  aria-label={
                    entry.memberRef
                      ? t('activity.openProfileOf', { reference: entry.memberRef })
                      : t('activity.openProfile')
                  }
                >
                  {t('activity.openProfile')}
                </Anchor>
              </>
            ) : null}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
