import { Badge, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminProfile } from '@portal/domain';
import type { ReactNode } from 'react';
import { actionsColumn, type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { useAdminsTexts } from '../texts.ts';
import { fullName, registeredOn } from './format.ts';

const BREAK = { overflowWrap: 'anywhere' } as const;

interface AdminsTableProps {
  caption: string;
  admins: AdminProfile[] | undefined;
  emptyText: string;
  /** The cell of buttons of one row; no actions column when absent. */
  actions?: (admin: AdminProfile) => ReactNode;
  /** Who has two-step sign-in on (issue 27 item 1): a Two-step column when given. */
  secondStepEnrolled?: ReadonlySet<string>;
}

export function AdminsTable({ caption, admins, emptyText, actions, secondStepEnrolled }: AdminsTableProps) {
  const { t, locale } = useAdminsTexts();
  if (admins?.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  if (admins === undefined) {
    return (
      <Paper withBorder radius="md" p="md" aria-busy="true" aria-label={caption}>
        <Stack gap="sm">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={14} radius="sm" />
          ))}
        </Stack>
      </Paper>
    );
  }
  const columns: ListColumn<AdminProfile>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      cell: (admin) => (
        <Text fw={500} size="sm" span>
          {fullName(admin)}
        </Text>
      ),
    },
    // Long addresses and usernames break anywhere rather than widen the table past the page (the
    // longer Filipino labels left it scrolling sideways at 1280 px).
    {
      key: 'email',
      label: t('columns.email'),
      cell: (admin) => (
        <Text span size="sm" style={BREAK}>
          {admin.email}
        </Text>
      ),
    },
    {
      key: 'username',
      label: t('columns.username'),
      cell: (admin) => (
        <Text span size="sm" style={BREAK}>
          {admin.username}
        </Text>
      ),
    },
    {
      key: 'role',
      label: t('columns.role'),
      cell: (admin) =>
        admin.role === 'head_admin' || admin.role === 'admin_assistant'
          ? t(`roles.${admin.role}`)
          : admin.roleLabel,
    },
    {
      key: 'registered',
      label: t('columns.registered'),
      cell: (admin) => registeredOn(admin, locale),
      nowrap: true,
    },
    ...(secondStepEnrolled
      ? [
          {
            key: 'secondStep',
            label: t('columns.secondStep'),
            nowrap: true,
            cell: (admin: AdminProfile) =>
              secondStepEnrolled.has(admin.id) ? (
                <Badge color="teal" variant="light">
                  {t('columns.on')}
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  {t('columns.off')}
                </Badge>
              ),
          },
        ]
      : []),
    ...actionsColumn(actions),
  ];
  return (
    <ResponsiveTable
      caption={caption}
      rows={admins}
      rowKey={(admin) => admin.id}
      columns={columns}
      minWidth={actions ? 760 : 620}
      framed
    />
  );
}
