import { Badge, Text } from '@mantine/core';
import type { AdminProfile } from '@portal/domain';
import type { ReactNode } from 'react';
import { LoadedTable } from '../../../components/LoadedTable.tsx';
import type { ListColumn } from '../../../components/ResponsiveTable.tsx';
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
    ...(['email', 'username'] as const).map((key) => ({
      key,
      label: t(`columns.${key}`),
      cell: (admin: AdminProfile) => (
        <Text span size="sm" style={BREAK}>
          {admin[key]}
        </Text>
      ),
    })),
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
            cell: (admin: AdminProfile) => {
              const on = secondStepEnrolled.has(admin.id);
              return (
                <Badge color={on ? 'teal' : 'gray'} variant="light">
                  {on ? t('columns.on') : t('columns.off')}
                </Badge>
              );
            },
          },
        ]
      : []),
  ];
  return (
    <LoadedTable
      caption={caption}
      rows={admins}
      columns={columns}
      emptyText={emptyText}
      actions={actions}
      minWidth={{ withActions: 760, without: 620 }}
    />
  );
}
