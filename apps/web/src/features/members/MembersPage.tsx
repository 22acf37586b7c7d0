import { Button, Group, SegmentedControl, Skeleton, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DEFAULT_MEMBER_LIST_VIEW,
  LIST_COUNT_LIMIT,
  MEMBER_LIST_VIEWS,
  type MemberCard,
  type MemberListSort,
  type MemberListSortColumn,
  type MemberListView,
  nextMemberListSort,
} from '@portal/domain';
import {
  IconArchive,
  IconFileImport,
  IconId,
  IconLayoutGrid,
  IconPrinter,
  IconTable,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowButton } from '../../components/RowButton.tsx';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { useMemberTexts, withBold } from '../../lib/i18n/member-texts.ts';
import { notifyOutcome } from '../../lib/notify-outcome.ts';
import { usePreferences, useSetPreference } from '../../lib/preferences.ts';
import { useArchiveMember } from './api/archive-member.ts';
import { useMembers } from './api/get-members.ts';
import { useRegistrationYears } from './api/get-registration-years.ts';
import { ConfirmModal } from './components/ConfirmModal.tsx';
import { IdCardSelection } from './components/IdCardSelection.tsx';
import { MemberCardGrid } from './components/MemberCardGrid.tsx';
import { MemberFilters } from './components/MemberFilters.tsx';
import { MemberTable } from './components/MemberTable.tsx';
import { sortLabel } from './sort-label.ts';

const FILTERS = ['barangay', 'year', 'month'] as const;

const VIEW_ICONS = { cards: IconLayoutGrid, table: IconTable } as const;

/** The page header's ways on: print ID cards, import, register (the main one, filled). */
const HEADER_LINKS = [
  { to: '/admin/members/cards', Icon: IconPrinter, textKey: 'list.printIdCards', variant: 'light' },
  { to: '/admin/members/import', Icon: IconFileImport, textKey: 'list.importMembers', variant: 'light' },
  { to: '/admin/member-registration', Icon: IconUserPlus, textKey: 'list.register', variant: 'filled' },
] as const;

/** Neither cards nor table: the admin's stored view is not known yet. */
function ListPlaceholder() {
  const { t } = useMemberTexts();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loadingMembers')}>
      <Skeleton h={36} w={220} ml="auto" radius="md" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} h={64} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * Registered Members (spec 2): search, filters, a card grid of 15 per page, View Profile and Archive;
 * or, beside the grid, a compact table sorted on the server (issue 23 item 6). The view and the sort
 * are the admin's preferences, stored on the server, so they follow the admin to another computer;
 * the page waits for them before it asks for members, so it never shows the other view first.
 * Phones (below `sm`) always get the cards and no switch: the cards show every value within 375 px,
 * where eight columns would only scroll; their choice on a wider screen is kept for it.
 */
export default function MembersPage() {
  const texts = useMemberTexts();
  const { t, m, locale } = texts;
  const list = useListParams(FILTERS);
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  // A failed read leaves the defaults: the list is not held back by its looks.
  const known = !preferences.isPending;
  const stored = preferences.data?.preferences;
  const view: MemberListView = wide ? (stored?.['members-view'] ?? DEFAULT_MEMBER_LIST_VIEW) : 'cards';
  const sort: MemberListSort | null = view === 'table' ? (stored?.['members-sort'] ?? null) : null;
  const members = useMembers(
    { search: list.search, ...list.filters, sort: sort ?? '', page: list.page },
    { enabled: known },
  );

  const chooseView = (next: MemberListView) => {
    setPreference.mutate({ key: 'members-view', value: next });
    // The table's sort reorders the list: its page 3 is not the grid's page 3.
    if (stored?.['members-sort']) list.setPage(1);
  };
  const chooseSort = (next: MemberListSort | null) => {
    setPreference.mutate({ key: 'members-sort', value: next });
    list.setPage(1);
  };
  const sortBy = (column: MemberListSortColumn) => chooseSort(nextMemberListSort(sort, column));
  const years = useRegistrationYears();
  const archive = useArchiveMember();
  const [archiving, setArchiving] = useState<MemberCard | null>(null);
  // Members ticked in the table for ID cards, kept across pages, sorts and filters.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (page: MemberCard[], tick: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const member of page) {
        if (tick) next.add(member.id);
        else next.delete(member.id);
      }
      return next;
    });

  const confirmArchive = () => {
    if (!archiving) return;
    archive.mutate(
      archiving.id,
      notifyOutcome({
        success: () => m('memberArchived'),
        failure: () => m('memberArchiveFailed'),
        settled: () => setArchiving(null),
      }),
    );
  };

  const data = members.data;
  const filtered = Boolean(list.search || list.filters.barangay || list.filters.year || list.filters.month);
  const emptyHint = filtered ? t('list.emptyFiltered') : t('list.emptyHint');

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={
          !data
            ? undefined
            : data.totalCapped
              ? t('list.countMore', { limit: LIST_COUNT_LIMIT.toLocaleString(locale) })
              : t('list.count', { count: data.total })
        }
        actions={HEADER_LINKS.map(({ to, Icon, textKey, variant }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant={variant}
            leftSection={<Icon size={18} aria-hidden />}
          >
            {t(textKey)}
          </Button>
        ))}
      />
      <MemberFilters
        search={list.typed}
        onSearchChange={list.setTyped}
        barangay={list.filters.barangay}
        year={list.filters.year}
        month={list.filters.month}
        years={years.data?.years ?? []}
        onFilterChange={list.setFilter}
      />

      {!known ? (
        <ListPlaceholder />
      ) : (
        <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {sortLabel(texts, sort)}
            </Text>
            {sort ? (
              <Button variant="subtle" size="compact-sm" onClick={() => chooseSort(null)}>
                {t('list.resetOrder')}
              </Button>
            ) : null}
          </Group>
          {wide ? (
            <SegmentedControl
              aria-label={t('list.viewLabel')}
              value={view}
              onChange={(value) => chooseView(value as MemberListView)}
              data={MEMBER_LIST_VIEWS.map((value) => {
                const Icon = VIEW_ICONS[value];
                return {
                  value,
                  label: (
                    <Group gap={6} wrap="nowrap" justify="center">
                      <Icon size={16} aria-hidden />
                      <span>{t(`list.views.${value}`)}</span>
                    </Group>
                  ),
                };
              })}
            />
          ) : null}
        </Group>
      )}

      {!known ? null : view === 'table' ? (
        <>
          <IdCardSelection selected={selected} onClear={() => setSelected(new Set())} />
          <MemberTable
            query={members}
            sort={sort}
            onSort={sortBy}
            emptyHint={emptyHint}
            onPageChange={list.setPage}
            onArchive={setArchiving}
            selected={selected}
            onSelect={select}
          />
        </>
      ) : (
        <MemberCardGrid
          query={members}
          emptyHint={emptyHint}
          onPageChange={list.setPage}
          actions={(member) => (
            <>
              <Button
                component={Link}
                to={`/admin/member/${member.id}`}
                size="xs"
                leftSection={<IconId size={16} aria-hidden />}
                aria-label={t('list.viewProfileOf', { name: member.fullName })}
              >
                {t('list.viewProfile')}
              </Button>
              <RowButton
                icon={IconArchive}
                label={t('list.archiveOf', { name: member.fullName })}
                color="red"
                onClick={() => setArchiving(member)}
              >
                {t('list.archive')}
              </RowButton>
            </>
          )}
        />
      )}

      <ConfirmModal
        opened={archiving !== null}
        title={t('list.archiveTitle')}
        confirmLabel={t('list.archive')}
        color="red"
        loading={archive.isPending}
        onConfirm={confirmArchive}
        onCancel={() => setArchiving(null)}
      >
        {withBold(
          (mark) => t('list.archiveBody', { name: mark, idNumber: archiving?.idNumber ?? '' }),
          archiving?.fullName,
        )}
      </ConfirmModal>
      <Text className="visually-hidden" aria-live="polite">
        {members.isFetching ? t('common.loadingMembers') : ''}
      </Text>
    </>
  );
}
