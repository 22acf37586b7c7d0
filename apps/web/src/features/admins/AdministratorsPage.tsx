import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { AdminProfile } from '@portal/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { HeadAdminOnly } from '../../components/HeadAdminOnly.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowButton } from '../../components/RowButton.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMe } from '../../lib/auth/me.ts';
import { notifyOutcome } from '../../lib/notify-outcome.ts';
import { useAdminDecision } from './api/admin-decision.ts';
import { useEndAdminSessions } from './api/admin-sessions.ts';
import { useAdmins } from './api/get-admins.ts';
import { useResetSecondStep, useSecondStepRequirement } from './api/second-step.ts';
import { AdminConfirmModal } from './components/AdminConfirmModal.tsx';
import { AdminsTable } from './components/AdminsTable.tsx';
import { EndSessionsModal } from './components/EndSessionsModal.tsx';
import { fullName } from './components/format.ts';
import { splitAround, useAdminsTexts } from './texts.ts';

/** A text with the administrator's name in bold. */
function WithName({ text, name }: { text: (mark: string) => string; name: string }) {
  const [before, after] = splitAround(text);
  return (
    <>
      {before}
      <strong>{name}</strong>
      {after}
    </>
  );
}

/** One group of administrators (Pending approval, Approved …): a region named by its heading, then its table. */
function AdminList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="xl" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Head admins approve or reject staff registrations (DECISIONS 19). */
export default function AdministratorsPage() {
  const me = useMe();
  const { t, m, tr } = useAdminsTexts();
  const isHeadAdmin = me.data?.admin.isHeadAdmin === true;
  const admins = useAdmins({ enabled: isHeadAdmin });
  const approve = useAdminDecision('approve');
  const reject = useAdminDecision('reject');
  const deactivate = useAdminDecision('deactivate');
  const reactivate = useAdminDecision('reactivate');
  const [rejecting, setRejecting] = useState<AdminProfile | null>(null);
  const [deactivating, setDeactivating] = useState<AdminProfile | null>(null);
  const endSessions = useEndAdminSessions();
  const [signingOut, setSigningOut] = useState<AdminProfile | null>(null);
  const requirement = useSecondStepRequirement();
  const resetSecondStep = useResetSecondStep();
  const [resetting, setResetting] = useState<AdminProfile | null>(null);

  if (me.data && !isHeadAdmin) {
    return <HeadAdminOnly title={t('page.title')} message={m('headAdminOnly')} />;
  }

  const list = admins.data?.admins;
  const pending = list?.filter((admin) => admin.approvalStatus === 'pending');
  const approved = list?.filter((admin) => admin.approvalStatus === 'approved');
  const rejected = list?.filter((admin) => admin.approvalStatus === 'rejected') ?? [];
  const deactivated = list?.filter((admin) => admin.approvalStatus === 'deactivated') ?? [];
  const handleApprove = (admin: AdminProfile) =>
    approve.mutate(admin.id, notifyOutcome({ success: () => m('adminApproved') }));

  const handleReject = (admin: AdminProfile) =>
    reject.mutate(
      admin.id,
      notifyOutcome({ success: () => m('adminRejected'), settled: () => setRejecting(null) }),
    );

  const handleDeactivate = (admin: AdminProfile) =>
    deactivate.mutate(
      admin.id,
      notifyOutcome({ success: () => m('adminDeactivatedDone'), settled: () => setDeactivating(null) }),
    );

  const handleReactivate = (admin: AdminProfile) =>
    reactivate.mutate(admin.id, notifyOutcome({ success: () => m('adminReactivated') }));

  const handleEndSessions = (admin: AdminProfile) =>
    endSessions.mutate(
      admin.id,
      notifyOutcome({ success: (answer) => tr(answer.message), settled: () => setSigningOut(null) }),
    );

  const handleRequirement = (required: boolean) =>
    requirement.mutate(required, notifyOutcome({ success: (answer) => tr(answer.message) }));

  const handleResetSecondStep = (admin: AdminProfile) =>
    resetSecondStep.mutate(
      admin.id,
      notifyOutcome({ success: (answer) => tr(answer.message), settled: () => setResetting(null) }),
    );

  const enrolled = new Set(admins.data?.secondStepEnrolled ?? []);

  const busyWith = (admin: AdminProfile) =>
    [approve, reject, deactivate, reactivate].some((m) => m.isPending && m.variables === admin.id);

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {admins.isError ? (
        <Alert color="red" role="alert" mb="lg">
          {errorMessage(admins.error)}
        </Alert>
      ) : null}
      <Stack gap="xl">
        <SectionCard id="second-step-heading" title={t('secondStep.title')} compact>
          <Stack gap="xs">
            <Switch
              label={t('secondStep.require')}
              description={t('secondStep.requireDescription')}
              checked={admins.data?.secondStepRequired ?? false}
              disabled={admins.data === undefined || requirement.isPending}
              onChange={(event) => handleRequirement(event.currentTarget.checked)}
            />
            <Text size="xs" c="dimmed">
              {t('secondStep.enrolled', { enrolled: enrolled.size, count: approved?.length ?? 0 })}
            </Text>
          </Stack>
        </SectionCard>

        <AdminList id="pending-heading" title={t('pending.title')}>
          <AdminsTable
            caption={t('pending.caption')}
            admins={admins.isError ? [] : pending}
            emptyText={t('pending.empty')}
            actions={(admin) => (
              <Group gap="xs" justify="flex-end" wrap="wrap">
                <RowButton
                  icon={IconCheck}
                  label={t('pending.approveOf', { email: admin.email })}
                  variant="filled"
                  color="teal"
                  loading={approve.isPending && approve.variables === admin.id}
                  disabled={busyWith(admin)}
                  onClick={() => handleApprove(admin)}
                >
                  {t('pending.approve')}
                </RowButton>
                <RowButton
                  icon={IconX}
                  label={t('pending.rejectOf', { email: admin.email })}
                  variant="outline"
                  color="red"
                  disabled={busyWith(admin)}
                  onClick={() => setRejecting(admin)}
                >
                  {t('pending.reject')}
                </RowButton>
              </Group>
            )}
          />
        </AdminList>

        <AdminList id="approved-heading" title={t('approved.title')}>
          <AdminsTable
            caption={t('approved.caption')}
            admins={admins.isError ? [] : approved}
            emptyText={t('approved.empty')}
            secondStepEnrolled={admins.data ? enrolled : undefined}
            actions={(admin) =>
              admin.id === me.data?.admin.id ? null : (
                <Group gap="xs" justify="flex-end" wrap="wrap">
                  {enrolled.has(admin.id) ? (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('approved.resetSecondStepOf', { email: admin.email })}
                      disabled={busyWith(admin)}
                      onClick={() => setResetting(admin)}
                    >
                      {t('approved.resetSecondStep')}
                    </Button>
                  ) : null}
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('approved.endSessionsOf', { email: admin.email })}
                    disabled={busyWith(admin)}
                    onClick={() => setSigningOut(admin)}
                  >
                    {t('approved.endSessions')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red"
                    aria-label={t('approved.deactivateOf', { email: admin.email })}
                    disabled={busyWith(admin)}
                    onClick={() => setDeactivating(admin)}
                  >
                    {t('approved.deactivate')}
                  </Button>
                </Group>
              )
            }
          />
        </AdminList>

        {rejected.length > 0 ? (
          <AdminList id="rejected-heading" title={t('rejected.title')}>
            <AdminsTable caption={t('rejected.caption')} admins={rejected} emptyText="" />
          </AdminList>
        ) : null}

        {deactivated.length > 0 ? (
          <AdminList id="deactivated-heading" title={t('deactivated.title')}>
            <AdminsTable
              caption={t('deactivated.caption')}
              admins={deactivated}
              emptyText=""
              actions={(admin) => (
                <Button
                  size="xs"
                  color="teal"
                  aria-label={t('deactivated.reactivateOf', { email: admin.email })}
                  loading={reactivate.isPending && reactivate.variables === admin.id}
                  disabled={busyWith(admin)}
                  onClick={() => handleReactivate(admin)}
                >
                  {t('deactivated.reactivate')}
                </Button>
              )}
            />
          </AdminList>
        ) : null}
      </Stack>

      <AdminConfirmModal
        admin={rejecting}
        title={t('confirm.rejectTitle')}
        body={(admin) => (
          <WithName
            name={fullName(admin)}
            text={(name) => t('confirm.rejectBody', { name, email: admin.email })}
          />
        )}
        confirmLabel={t('confirm.rejectConfirm')}
        loading={reject.isPending}
        onConfirm={handleReject}
        onCancel={() => setRejecting(null)}
      />
      <AdminConfirmModal
        admin={deactivating}
        title={t('confirm.deactivateTitle')}
        body={(admin) => (
          <WithName
            name={fullName(admin)}
            text={(name) => t('confirm.deactivateBody', { name, email: admin.email })}
          />
        )}
        confirmLabel={t('confirm.deactivateConfirm')}
        loading={deactivate.isPending}
        onConfirm={handleDeactivate}
        onCancel={() => setDeactivating(null)}
      />
      <AdminConfirmModal
        admin={resetting}
        title={t('confirm.resetTitle')}
        body={(admin) => (
          <WithName
            name={fullName(admin)}
            text={(name) => t('confirm.resetBody', { name, email: admin.email })}
          />
        )}
        confirmLabel={t('confirm.resetConfirm')}
        loading={resetSecondStep.isPending}
        onConfirm={handleResetSecondStep}
        onCancel={() => setResetting(null)}
      />
      <EndSessionsModal
        admin={signingOut}
        loading={endSessions.isPending}
        onConfirm={handleEndSessions}
        onCancel={() => setSigningOut(null)}
      />
    </>
  );
}
