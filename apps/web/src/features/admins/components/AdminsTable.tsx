import { Paper, Skeleton, Table, Text } from '@mantine/core';
import type { AdminProfile } from '@portal/domain';
import type { ReactNode } from 'react';
import { fullName, registeredOn } from './format.ts';

interface AdminsTableProps {
  caption: string;
  admins: AdminProfile[] | undefined;
  emptyText: string;
  /** The cell of buttons of one row; no actions column when absent. */
  actions?: (admin: AdminProfile) => ReactNode;
}

const columns = ['Name', 'Email', 'Username', 'Role', 'Registered'];

export function AdminsTable({ caption, admins, emptyText, actions }: AdminsTableProps) {
  const columnCount = columns.length + (actions ? 1 : 0);
  if (admins?.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={actions ? 760 : 620}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
          <caption className="visually-hidden">{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
              {actions ? (
                <Table.Th scope="col" ta="right">
                  Actions
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {admins === undefined
              ? [0, 1, 2].map((row) => (
                  <Table.Tr key={row}>
                    {Array.from({ length: columnCount }, (_, cell) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                      <Table.Td key={cell}>
                        <Skeleton h={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : admins.map((admin) => (
                  <Table.Tr key={admin.id}>
                    <Table.Td fw={500}>{fullName(admin)}</Table.Td>
                    <Table.Td>{admin.email}</Table.Td>
                    <Table.Td>{admin.username}</Table.Td>
                    <Table.Td>{admin.roleLabel}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{registeredOn(admin)}</Table.Td>
                    {actions ? <Table.Td ta="right">{actions(admin)}</Table.Td> : null}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
