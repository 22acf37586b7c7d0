import { Alert, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { formatPesos, memberNameLastFirst, type ReportRow, type ReportTablePage } from '@portal/domain';
import { IconReportAnalytics } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FactRow } from '../../../components/FactRow.tsx';
import { PagedRows } from '../../../components/PagedRows.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { RowsSkeleton } from '../../../components/RowsSkeleton.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDate, formatShortDate } from '../../../lib/dates.ts';
import { type ReportsTexts, useReportsTexts } from '../texts.ts';

const profilePath = (row: ReportRow) => `/admin/member/${encodeURIComponent(row.id)}`;

/** Last name first, as the A-Z sort orders them (issue 23). */
const profileLink = (row: ReportRow) => (
  <Anchor component={Link} to={profilePath(row)} fw={600} style={{ overflowWrap: 'break-word' }}>
    {memberNameLastFirst(row)}
  </Anchor>
);

const reference = (row: ReportRow) => (
  <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
    {row.referenceNumber}
  </Text>
);

/** The reference number on two lines ('REF-20250305-' / '143012-0042'): the table's narrow column. */
const tableReference = (row: ReportRow) => {
  const cut = row.referenceNumber.indexOf('-', row.referenceNumber.indexOf('-') + 1) + 1;
  return (
    <Text span size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {cut > 0 ? (
        <>
          {row.referenceNumber.slice(0, cut)}
          <wbr />
          {row.referenceNumber.slice(cut)}
        </>
      ) : (
        row.referenceNumber
      )}
    </Text>
  );
};

/** A click anywhere on a row opens the profile, as its name's link does (keyboard: Tab to the name, Enter). */
function useOpenOnClick() {
  const navigate = useNavigate();
  return (row: ReportRow, event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button') || window.getSelection()?.toString()) return;
    navigate(profilePath(row));
  };
}

const columns = ({ t, locale }: ReportsTexts): ListColumn<ReportRow>[] => [
  { key: 'reference', label: t('columns.reference'), width: 112, cell: tableReference },
  { key: 'name', label: t('columns.name'), cell: profileLink },
  { key: 'barangay', label: t('columns.barangay'), cell: (row) => row.barangay },
  {
    key: 'registered',
    label: t('columns.registered'),
    nowrap: true,
    cell: (row) => formatShortDate(row.registrationDate, locale),
  },
  {
    key: 'expiry',
    label: t('columns.expiry'),
    nowrap: true,
    cell: (row) => formatShortDate(row.expiryDate, locale),
  },
  {
    key: 'status',
    label: t('columns.status'),
    nowrap: true,
    cell: (row) => <StatusBadge reportStatus={row.status} />,
  },
  {
    key: 'claims',
    label: t('columns.claims'),
    align: 'right',
    cell: (row) => row.claimsCount.toLocaleString(locale),
  },
  {
    key: 'total',
    label: t('columns.total'),
    align: 'right',
    nowrap: true,
    cell: (row) => formatPesos(row.totalClaimedCentavos),
  },
  {
    key: 'latest',
    label: t('columns.latest'),
    nowrap: true,
    cell: (row) => formatShortDate(row.latestClaimDate, locale),
  },
];

/** A member's card on a phone or a narrow window: the name and status, then the figures under their labels. */
function ReportCard({ row }: { row: ReportRow }) {
  const { t, locale } = useReportsTexts();
  return (
    <Box component="article" aria-label={row.fullName}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb={6}>
        <Box miw={0}>{profileLink(row)}</Box>
        <StatusBadge reportStatus={row.status} />
      </Group>
      <Stack gap={2}>
        <FactRow labelWidth={100} label={t('columns.reference')}>
          {reference(row)}
        </FactRow>
        <FactRow labelWidth={100} label={t('columns.barangay')}>
          {row.barangay}
        </FactRow>
        <FactRow labelWidth={100} label={t('columns.registered')}>
          {formatDate(row.registrationDate, locale)}
        </FactRow>
        <FactRow labelWidth={100} label={t('columns.expiry')}>
          {formatDate(row.expiryDate, locale)}
        </FactRow>
        <FactRow labelWidth={100} label={t('columns.claims')}>
          {row.claimsCount.toLocaleString(locale)} · {formatPesos(row.totalClaimedCentavos)}
        </FactRow>
        <FactRow labelWidth={100} label={t('columns.latest')}>
          {formatDate(row.latestClaimDate, locale)}
        </FactRow>
      </Stack>
    </Box>
  );
}

/** From `lg` up a table, below it (phones, narrow windows) one card per member, two to a row on a tablet. */
function ReportRows({ rows }: { rows: ReportRow[] }) {
  const open = useOpenOnClick();
  const texts = useReportsTexts();
  return (
    <ResponsiveTable
      caption={texts.t('table.caption')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns(texts)}
      renderCard={(row) => <ReportCard row={row} />}
      cardGrid
      onRowClick={open}
      breakpoint="lg"
      minWidth={900}
      verticalSpacing="xs"
      horizontalSpacing={8}
      fontSize="sm"
      framed
    />
  );
}

interface ReportTableProps {
  query: UseQueryResult<ReportTablePage>;
  emptyHint: string;
  onPageChange: (page: number) => void;
}

/**
 * The member reports table's body: the error (with Try again), a loading skeleton, the empty state,
 * or the rows (a table on wide screens, stacked rows on narrow ones) with 'Page X of Y'.
 */
export function ReportTable({ query, emptyHint, onPageChange }: ReportTableProps) {
  const { t, m } = useReportsTexts();
  if (query.isError && !query.data) {
    return <RetryAlert title={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <RowsSkeleton label={t('page.loading')} />;
  const { rows, page, totalPages, totalCapped } = query.data;
  return (
    <>
      {query.isError ? (
        <Alert color="red" role="alert" mb="sm">
          {errorMessage(query.error)}
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <>
          <EmptyState icon={IconReportAnalytics} text={m('noMembersFound')} hint={emptyHint} />
          {/* A bookmarked page past the last one: the way back. */}
          {page > 1 ? (
            <Pager page={page} totalPages={totalPages} more={totalCapped} onChange={onPageChange} />
          ) : null}
        </>
      ) : (
        <PagedRows query={query} paging={query.data} onPageChange={onPageChange}>
          <ReportRows rows={rows} />
        </PagedRows>
      )}
    </>
  );
}
