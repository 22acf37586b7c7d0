import { Button, SimpleGrid, TextInput } from '@mantine/core';
import type { MemberCard } from '@portal/domain';
import { IconRestore, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FactRow } from '../../components/FactRow.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { useMemberTexts, withBold } from '../../lib/i18n/member-texts.ts';
import { notifyOutcome } from '../../lib/notify-outcome.ts';
import { useArchivedMembers } from './api/get-archived-members.ts';
import { useRestoreMember } from './api/restore-member.ts';
import { ConfirmModal } from './components/ConfirmModal.tsx';
import { MemberCardGrid } from './components/MemberCardGrid.tsx';

const NO_FILTERS = [] as const;

/** Archived Members (DECISIONS 9): who was archived, when and by whom, and Restore. */
export default function ArchivedMembersPage() {
  const { t, m, tr, locale } = useMemberTexts();
  const list = useListParams(NO_FILTERS);
  const members = useArchivedMembers({ search: list.search, page: list.page });
  const restore = useRestoreMember();
  const [restoring, setRestoring] = useState<MemberCard | null>(null);

  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutate(
      restoring.id,
      notifyOutcome({
        success: (answer) => (answer.message ? tr(answer.message) : m('memberRestored')),
        failure: () => m('memberRestoreFailed'),
        settled: () => setRestoring(null),
      }),
    );
  };

  return (
    <>
      <PageHeader title={t('archived.title')} description={t('archived.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="lg" role="search">
        <TextInput
          label={t('archived.search')}
          placeholder={t('archived.searchPlaceholder')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.typed}
          onChange={(event) => list.setTyped(event.currentTarget.value)}
        />
      </SimpleGrid>

      <MemberCardGrid
        query={members}
        emptyHint={list.search ? t('archived.emptySearch') : t('archived.empty')}
        onPageChange={list.setPage}
        extra={(member) => (
          <>
            <FactRow label={t('archived.archivedAt')}>{formatDateTime(member.archivedAt, locale)}</FactRow>
            <FactRow label={t('archived.archivedBy')}>{member.archivedByName ?? '—'}</FactRow>
          </>
        )}
        actions={(member) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRestore size={16} aria-hidden />}
            aria-label={t('archived.restoreOf', { name: member.fullName })}
            onClick={() => setRestoring(member)}
          >
            {t('archived.restore')}
          </Button>
        )}
      />

      <ConfirmModal
        opened={restoring !== null}
        title={t('archived.restoreTitle')}
        confirmLabel={t('archived.restore')}
        loading={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      >
        {withBold(
          (mark) => t('archived.restoreBody', { name: mark, idNumber: restoring?.idNumber ?? '' }),
          restoring?.fullName,
        )}
      </ConfirmModal>
    </>
  );
}
