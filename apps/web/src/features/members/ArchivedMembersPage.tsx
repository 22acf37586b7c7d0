import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type MemberCard, messages } from '@portal/domain';
import { IconRestore, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FactRow } from '../../components/FactRow.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { isSessionEnded } from '../../lib/auth/session.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { useArchivedMembers } from './api/get-archived-members.ts';
import { useRestoreMember } from './api/restore-member.ts';
import { ConfirmModal } from './components/ConfirmModal.tsx';
import { MemberCardGrid } from './components/MemberCardGrid.tsx';

const NO_FILTERS = [] as const;

/** Archived Members (DECISIONS 9): who was archived, when and by whom, and Restore. */
export default function ArchivedMembersPage() {
  const list = useListParams(NO_FILTERS);
  const members = useArchivedMembers({ search: list.search, page: list.page });
  const restore = useRestoreMember();
  const [restoring, setRestoring] = useState<MemberCard | null>(null);

  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutate(restoring.id, {
      onSuccess: (answer) => {
        setRestoring(null);
        notifications.show({ color: 'green', message: answer.message || messages.memberRestored });
      },
      onError: (error) => {
        setRestoring(null);
        if (!isSessionEnded(error)) {
          notifications.show({ color: 'red', message: messages.memberRestoreFailed });
        }
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Archived Members"
        description="Members taken out of the members list, reports and QR look-ups. Their claims and beneficiaries are kept."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="lg" role="search">
        <TextInput
          label="Search"
          placeholder="Name, ID or reference number"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.typed}
          onChange={(event) => list.setTyped(event.currentTarget.value)}
        />
      </SimpleGrid>

      <MemberCardGrid
        query={members}
        emptyHint={list.search ? 'Try another search.' : 'No member is archived.'}
        onPageChange={list.setPage}
        extra={(member) => (
          <>
            <FactRow label="Archived">{formatDateTime(member.archivedAt)}</FactRow>
            <FactRow label="Archived by">{member.archivedByName ?? '—'}</FactRow>
          </>
        )}
        actions={(member) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRestore size={16} aria-hidden />}
            aria-label={`Restore ${member.fullName}`}
            onClick={() => setRestoring(member)}
          >
            Restore
          </Button>
        )}
      />

      <ConfirmModal
        opened={restoring !== null}
        title="Restore member?"
        confirmLabel="Restore"
        loading={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      >
        Restore <strong>{restoring?.fullName}</strong> ({restoring?.idNumber}) to the registered members?
      </ConfirmModal>
    </>
  );
}
