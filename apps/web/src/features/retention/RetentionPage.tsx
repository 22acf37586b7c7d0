import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RetentionMember } from '@portal/domain';
import { IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { HeadAdminOnly } from '../../components/HeadAdminOnly.tsx';
import { ModalForm } from '../../components/ModalForm.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { type ListColumn, ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMe } from '../../lib/auth/me.ts';
import { isSessionEnded } from '../../lib/auth/session.ts';
import { formatDate } from '../../lib/dates.ts';
import { useAdminTexts } from '../../lib/i18n/admin-texts.ts';
import { useTexts } from '../../lib/i18n/language.ts';
import { useRemoveDuePersonalData, useRetentionWorklist } from './api/retention.ts';
import { useRetentionMessages } from './texts.ts';

function MemberLink({ member }: { member: RetentionMember }) {
  return (
    <Anchor
      component={Link}
      to={`/admin/member/${member.id}`}
      size="sm"
      ff="monospace"
      style={{ overflowWrap: 'anywhere' }}
    >
      {member.referenceNumber}
    </Anchor>
  );
}

type RetentionTexts = ReturnType<typeof useRetentionMessages>;

const dueColumns = (t: RetentionTexts, locale: string): ListColumn<RetentionMember>[] => [
  { key: 'reference', label: t.columnReference, cell: (m) => <MemberLink member={m} /> },
  { key: 'name', label: t.columnName, cell: (m) => m.fullName },
  { key: 'barangay', label: t.columnBarangay, cell: (m) => m.barangay },
  { key: 'ended', label: t.columnEndedOn, cell: (m) => formatDate(m.endedOn, locale), nowrap: true },
  {
    key: 'why',
    label: t.columnWhy,
    nowrap: true,
    cell: (m) => (
      <Badge variant="light" color={m.reason === 'archived' ? 'gray' : 'orange'}>
        {m.reason === 'archived' ? t.reasonArchived : t.reasonExpired}
      </Badge>
    ),
  },
];

/** The due members: a table from md up, cards below (the shared ResponsiveTable). */
function DueMembers({ members }: { members: RetentionMember[] }) {
  const t = useRetentionMessages();
  const { locale } = useTexts();
  return (
    <ResponsiveTable
      caption={t.tableCaption}
      rows={members}
      rowKey={(m) => m.id}
      columns={dueColumns(t, locale)}
      breakpoint="md"
      minWidth={640}
      framed
    />
  );
}

function ConfirmRemoval({ count, opened, onClose }: { count: number; opened: boolean; onClose: () => void }) {
  const t = useRetentionMessages();
  const removing = useRemoveDuePersonalData();
  const { tr } = useTexts();
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setError(null);
    removing.mutate(count, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: tr(answer.message) });
        onClose();
      },
      onError: (failure) => {
        if (!isSessionEnded(failure)) setError(errorMessage(failure));
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t.confirmTitle} centered keepMounted={false}>
      <ModalForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={t.confirmButton}
        submitting={removing.isPending}
        submitColor="red"
        error={error}
      >
        <Alert color="red" variant="light" icon={<IconTrash size={18} aria-hidden />}>
          {t.confirmBody(count)}
        </Alert>
        <Text size="sm">{t.confirmKept}</Text>
      </ModalForm>
    </Modal>
  );
}

/**
 * Record retention (/admin/settings/retention; issue 27 item 5, DECISIONS 48), head admins only: the
 * members whose membership ended more than RECORD_RETENTION_YEARS ago, and the removal of their
 * personal data once reviewed and confirmed.
 */
export default function RetentionPage() {
  const t = useRetentionMessages();
  const { t: at } = useAdminTexts();
  const me = useMe();
  const isHeadAdmin = me.data?.admin.isHeadAdmin === true;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useRetentionWorklist(page, { enabled: isHeadAdmin });
  const [confirming, setConfirming] = useState(false);
  if (!me.data) return <PageLoader label={at('common.checkingSession')} />;
  if (!isHeadAdmin) {
    return <HeadAdminOnly title={t.pageTitle} message={t.headAdminOnly} />;
  }
  const data = list.data;
  return (
    <>
      <PageHeader
        title={t.pageTitle}
        description={data ? t.pageIntro(t.yearsLabel(data.years)) : undefined}
        actions={
          data && data.total > 0 ? (
            <Button
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t.removeButton(data.total)}
            </Button>
          ) : null
        }
      />
      {list.isError && !data ? (
        <RetryAlert title={t.loadFailed} onRetry={() => list.refetch()} />
      ) : !data ? (
        <PageLoader label={t.loading} />
      ) : data.total === 0 ? (
        <EmptyState text={t.empty} hint={t.emptyHint} icon={IconShieldCheck} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600} aria-live="polite">
              {t.dueCount(data.total)}
            </Text>
          </Group>
          <DueMembers members={data.members} />
          {data.totalPages > 1 ? (
            <Pager
              page={data.page}
              totalPages={data.totalPages}
              onChange={(next) => setParams({ page: String(next) })}
              disabled={list.isFetching}
            />
          ) : null}
        </Stack>
      )}
      {data ? (
        <ConfirmRemoval count={data.total} opened={confirming} onClose={() => setConfirming(false)} />
      ) : null}
    </>
  );
}
