import { Badge, Group, Text } from '@mantine/core';
import { type SessionView, sessionMessages } from '@portal/domain';
import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/dates.ts';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';
import { LoadedTable } from './LoadedTable.tsx';
import type { ListColumn } from './ResponsiveTable.tsx';

interface SessionsTableProps {
  /** Read by screen readers: whose sessions these are. */
  caption: string;
  /** undefined while loading. */
  sessions: SessionView[] | undefined;
  emptyText: string;
  /** The cell of buttons of one row; no actions column when absent. */
  actions?: (session: SessionView) => ReactNode;
}

/**
 * Where an administrator is signed in (issue 27 item 2): browser and system in plain words ("This
 * browser" on the one asking), the address, when it signed in and was last active. My Profile and the
 * Administrators page both show it; a table from `sm` up, cards on a phone.
 */
export function SessionsTable({ caption, sessions, emptyText, actions }: SessionsTableProps) {
  const { t, tr, locale } = useAdminTexts();
  const columns: ListColumn<SessionView>[] = [
    {
      key: 'browser',
      label: t('sessions.browser'),
      cell: (session) => (
        <Group gap="xs" wrap="wrap">
          <Text fw={500} size="sm" span>
            {session.browser}
          </Text>
          {session.current ? (
            <Badge color="teal" variant="light" size="sm">
              {tr(sessionMessages.thisBrowser)}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'address',
      label: t('sessions.address'),
      cell: (session) => session.ipAddress ?? t('common.notKnown'),
      nowrap: true,
    },
    {
      key: 'signedIn',
      label: t('sessions.signedIn'),
      cell: (session) => formatDateTime(session.signedInAt, locale),
      nowrap: true,
    },
    {
      key: 'lastActive',
      label: t('sessions.lastActive'),
      cell: (session) => formatDateTime(session.lastActiveAt, locale),
      nowrap: true,
    },
  ];
  return (
    <LoadedTable
      caption={caption}
      rows={sessions}
      columns={columns}
      emptyText={emptyText}
      actions={actions}
      minWidth={{ withActions: 720, without: 560 }}
      loadingRows={2}
    />
  );
}
