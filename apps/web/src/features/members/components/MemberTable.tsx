import {
  ActionIcon,
  Alert,
  Anchor,
  Checkbox,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  type MemberCard,
  type MemberListSort,
  type MemberListSortColumn,
  type MemberPage,
  memberListSortParts,
} from '@portal/domain';
import { IconArchive, IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedRows } from '../../../components/PagedRows.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatShortDate } from '../../../lib/dates.ts';
import { useToday } from '../../../lib/hooks/use-today.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import { sortLabel } from '../sort-label.ts';
import { DocumentsMissingBadge } from './DocumentsMissingBadge.tsx';
import classes from './MemberTable.module.css';

const profilePath = (member: MemberCard) => `/admin/member/${encodeURIComponent(member.id)}`;

/** The reference number on two lines ('REF-20250305-' / '143012-0042'): a narrow column. */
function Reference({ value }: { value: string }) {
  const cut = value.indexOf('-', value.indexOf('-') + 1) + 1;
  return (
    <Text span size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {cut > 0 ? (
        <>
          {value.slice(0, cut)}
          <wbr />
          {value.slice(cut)}
        </>
      ) : (
        value
      )}
    </Text>
  );
}

/** A column header that sorts the list: a button (click, Enter or Space) and `aria-sort` when sorted on it. */
function SortHeader({
  column,
  sort,
  onSort,
  width,
}: {
  column: MemberListSortColumn;
  sort: MemberListSort | null;
  onSort: (column: MemberListSortColumn) => void;
  width?: number;
}) {
  const { t } = useMemberTexts();
  const parts = sort ? memberListSortParts(sort) : null;
  const direction = parts?.column === column ? parts.direction : null;
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th
      scope="col"
      w={width}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      className={direction ? classes.sorted : undefined}
      style={{ padding: 0 }}
    >
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column)}>
        {t(`sort.columns.${column}`)}
        <Icon size={14} stroke={2} className={classes.sortIcon} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

function TableSkeleton() {
  const { t } = useMemberTexts();
  return (
    <Stack gap={6} aria-busy="true" aria-label={t('common.loadingMembers')}>
      {Array.from({ length: 8 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={row} h={38} radius="sm" />
      ))}
    </Stack>
  );
}

interface MemberTableProps {
  /** One page of Registered Members, sorted by the server. */
  query: UseQueryResult<MemberPage>;
  sort: MemberListSort | null;
  onSort: (column: MemberListSortColumn) => void;
  emptyHint: string;
  onPageChange: (page: number) => void;
  onArchive: (member: MemberCard) => void;
  /** The members ticked for printing ID cards (any page), and how to tick them. */
  selected: ReadonlySet<string>;
  onSelect: (members: MemberCard[], selected: boolean) => void;
}

/**
 * Registered Members as a compact table (issue 23 item 6): one row per member — name (last name
 * first, a link to the profile), reference number, ID number, barangay, registration and expiry
 * dates, the membership's state and Archive — under headers that sort the whole list on the server.
 * A click anywhere on a row opens the profile as the name's link does. Below its width (a tablet held
 * upright) the table scrolls inside its own box; phones get the cards (MembersPage).
 */
export function MemberTable({
  query,
  sort,
  onSort,
  emptyHint,
  onPageChange,
  onArchive,
  selected,
  onSelect,
}: MemberTableProps) {
  const texts = useMemberTexts();
  const { t, m, locale } = texts;
  const [today] = useToday();
  const navigate = useNavigate();
  const data = query.data;
  if (query.isError && !data) {
    return (
      <Alert color="red" role="alert" mb="lg">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (!data) return <TableSkeleton />;
  if (data.members.length === 0) {
    return (
      <>
        <EmptyState text={m('noMembersFound')} hint={emptyHint} />
        {data.page > 1 ? (
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            more={data.totalCapped}
            onChange={onPageChange}
          />
        ) : null}
      </>
    );
  }
  const open = (member: MemberCard) => (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, label') || window.getSelection()?.toString()) return;
    navigate(profilePath(member));
  };
  const ticked = data.members.filter((member) => selected.has(member.id)).length;
  const header = (column: MemberListSortColumn, width?: number) => (
    <SortHeader column={column} sort={sort} onSort={onSort} width={width} />
  );
  return (
    <PagedRows query={query} paging={data} onPageChange={onPageChange}>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={940}>
          <Table verticalSpacing={6} horizontalSpacing={8} striped highlightOnHover fz="sm">
            <caption className="visually-hidden">
              {t('table.caption', { sort: sortLabel(texts, sort) })}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={36}>
                  <Checkbox
                    aria-label={t('table.selectPage')}
                    checked={ticked === data.members.length}
                    indeterminate={ticked > 0 && ticked < data.members.length}
                    onChange={(event) => onSelect(data.members, event.currentTarget.checked)}
                  />
                </Table.Th>
                {header('name')}
                {header('reference', 128)}
                <Table.Th scope="col">{t('table.idNumber')}</Table.Th>
                <Table.Th scope="col">{t('table.barangay')}</Table.Th>
                {header('registered', 112)}
                {header('expiry', 104)}
                <Table.Th scope="col">{t('table.status')}</Table.Th>
                <Table.Th scope="col" w={48}>
                  <span className="visually-hidden">{t('common.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.members.map((member) => (
                <Table.Tr key={member.id} className={classes.row} onClick={open(member)}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('table.select', { name: member.fullName })}
                      checked={selected.has(member.id)}
                      onChange={(event) => onSelect([member], event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={profilePath(member)}
                      fw={600}
                      size="sm"
                      style={{ overflowWrap: 'break-word' }}
                    >
                      {member.nameLastFirst}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Reference value={member.referenceNumber} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.idNumber}</Table.Td>
                  <Table.Td>{member.barangay}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatShortDate(member.registrationDate, locale)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatShortDate(member.expiryDate, locale)}
                  </Table.Td>
                  <Table.Td className={classes.status}>
                    <Stack gap={4} align="flex-start">
                      <StatusBadge status={member.status} expiryDate={member.expiryDate} today={today} />
                      {member.documentsMissing ? <DocumentsMissingBadge /> : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={t('list.archive')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('list.archiveOf', { name: member.fullName })}
                        onClick={() => onArchive(member)}
                      >
                        <IconArchive size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </PagedRows>
  );
}
