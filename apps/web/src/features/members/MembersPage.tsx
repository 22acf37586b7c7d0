import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type MemberCard, messages } from '@portal/domain';
import { IconArchive, IconFileImport, IconId, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { isSessionEnded } from '../../lib/auth/session.ts';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { useArchiveMember } from './api/archive-member.ts';
import { useMembers } from './api/get-members.ts';
import { useRegistrationYears } from './api/get-registration-years.ts';
import { ConfirmModal } from './components/ConfirmModal.tsx';
import { MemberCardGrid } from './components/MemberCardGrid.tsx';
import { MemberFilters } from './components/MemberFilters.tsx';

const FILTERS = ['barangay', 'year', 'month'] as const;

/** Registered Members (spec 2): search, filters, a card grid of 15 per page, View Profile and Archive. */
export default function MembersPage() {
  const list = useListParams(FILTERS);
  const members = useMembers({ search: list.search, ...list.filters, page: list.page });
  const years = useRegistrationYears();
  const archive = useArchiveMember();
  const [archiving, setArchiving] = useState<MemberCard | null>(null);

  const confirmArchive = () => {
    if (!archiving) return;
    archive.mutate(archiving.id, {
      onSuccess: () => {
        setArchiving(null);
        notifications.show({ color: 'green', message: messages.memberArchived });
      },
      onError: (error) => {
        setArchiving(null);
        if (!isSessionEnded(error)) {
          notifications.show({ color: 'red', message: messages.memberArchiveFailed });
        }
      },
    });
  };

  const data = members.data;
  const filtered = Boolean(list.search || list.filters.barangay || list.filters.year || list.filters.month);

  return (
    <>
      <PageHeader
        title="Registered Members"
        description={
          data ? `${data.total.toLocaleString('en-PH')} member${data.total === 1 ? '' : 's'}` : undefined
        }
        actions={
          <>
            <Button
              component={Link}
              to="/admin/members/import"
              variant="light"
              leftSection={<IconFileImport size={18} aria-hidden />}
            >
              Import Members
            </Button>
            <Button
              component={Link}
              to="/admin/member-registration"
              leftSection={<IconUserPlus size={18} aria-hidden />}
            >
              Register a member
            </Button>
          </>
        }
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

      <MemberCardGrid
        query={members}
        emptyHint={
          filtered ? 'Try another search or clear the filters.' : 'Registered members will appear here.'
        }
        onPageChange={list.setPage}
        actions={(member) => (
          <>
            <Button
              component={Link}
              to={`/admin/member/${member.id}`}
              size="xs"
              leftSection={<IconId size={16} aria-hidden />}
              aria-label={`View Profile of ${member.fullName}`}
            >
              View Profile
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconArchive size={16} aria-hidden />}
              aria-label={`Archive ${member.fullName}`}
              onClick={() => setArchiving(member)}
            >
              Archive
            </Button>
          </>
        )}
      />

      <ConfirmModal
        opened={archiving !== null}
        title="Archive member?"
        confirmLabel="Archive"
        color="red"
        loading={archive.isPending}
        onConfirm={confirmArchive}
        onCancel={() => setArchiving(null)}
      >
        Archive <strong>{archiving?.fullName}</strong> ({archiving?.idNumber})? Archived members leave this
        list, reports and QR look-ups; their claims and beneficiaries are kept, and you can restore them from
        Archived Members.
      </ConfirmModal>
      <Text className="visually-hidden" aria-live="polite">
        {members.isFetching ? 'Loading members' : ''}
      </Text>
    </>
  );
}
