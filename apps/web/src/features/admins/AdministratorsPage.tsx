import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminProfile, messages } from '@portal/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { HeadAdminOnly } from '../../components/HeadAdminOnly.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMe } from '../../lib/auth/me.ts';
import { isSessionEnded } from '../../lib/auth/session.ts';
import { useAdminDecision } from './api/admin-decision.ts';
import { useEndAdminSessions } from './api/admin-sessions.ts';
import { useAdmins } from './api/get-admins.ts';
import { useResetSecondStep, useSecondStepRequirement } from './api/second-step.ts';
import { AdminConfirmModal } from './components/AdminConfirmModal.tsx';
import { AdminsTable } from './components/AdminsTable.tsx';
import { EndSessionsModal } from './components/EndSessionsModal.tsx';
import { fullName } from './components/format.ts';

const TITLE = 'Administrators';

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
    return <HeadAdminOnly title={TITLE} message={messages.headAdminOnly} />;
  }

  const list = admins.data?.admins;
  const pending = list?.filter((admin) => admin.approvalStatus === 'pending');
  const approved = list?.filter((admin) => admin.approvalStatus === 'approved');
  const rejected = list?.filter((admin) => admin.approvalStatus === 'rejected') ?? [];
  const deactivated = list?.filter((admin) => admin.approvalStatus === 'deactivated') ?? [];
  const showError = (error: unknown) => {
    if (!isSessionEnded(error)) notifications.show({ color: 'red', message: errorMessage(error) });
  };

  const handleApprove = (admin: AdminProfile) =>
    approve.mutate(admin.id, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.adminApproved }),
      onError: showError,
    });

  const handleReject = (admin: AdminProfile) =>
    reject.mutate(admin.id, {
      onSuccess: () => {
        setRejecting(null);
        notifications.show({ color: 'green', message: messages.adminRejected });
      },
      onError: (error) => {
        setRejecting(null);
        showError(error);
      },
    });

  const handleDeactivate = (admin: AdminProfile) =>
    deactivate.mutate(admin.id, {
      onSuccess: () => {
        setDeactivating(null);
        notifications.show({ color: 'green', message: messages.adminDeactivatedDone });
      },
      onError: (error) => {
        setDeactivating(null);
        showError(error);
      },
    });

  const handleReactivate = (admin: AdminProfile) =>
    reactivate.mutate(admin.id, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.adminReactivated }),
      onError: showError,
    });

  const handleEndSessions = (admin: AdminProfile) =>
    endSessions.mutate(admin.id, {
      onSuccess: (answer) => {
        setSigningOut(null);
        notifications.show({ color: 'green', message: answer.message });
      },
      onError: (error) => {
        setSigningOut(null);
        showError(error);
      },
    });

  const handleRequirement = (required: boolean) =>
    requirement.mutate(required, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
      onError: showError,
    });

  const handleResetSecondStep = (admin: AdminProfile) =>
    resetSecondStep.mutate(admin.id, {
      onSuccess: (answer) => {
        setResetting(null);
        notifications.show({ color: 'green', message: answer.message });
      },
      onError: (error) => {
        setResetting(null);
        showError(error);
      },
    });

  const enrolled = new Set(admins.data?.secondStepEnrolled ?? []);

  const busyWith = (admin: AdminProfile) =>
    [approve, reject, deactivate, reactivate].some((m) => m.isPending && m.variables === admin.id);

  return (
    <>
      <PageHeader
        title={TITLE}
        description="Approve staff registrations before they can sign in, and see who has access."
      />
      {admins.isError ? (
        <Alert color="red" role="alert" mb="lg">
          {errorMessage(admins.error)}
        </Alert>
      ) : null}
      <Stack gap="xl">
        <SectionCard id="second-step-heading" title="Two-step sign-in" compact>
          <Stack gap="xs">
            <Switch
              label="Require two-step sign-in for every administrator"
              description="Administrators without it set it up at their next request, before any page."
              checked={admins.data?.secondStepRequired ?? false}
              disabled={admins.data === undefined || requirement.isPending}
              onChange={(event) => handleRequirement(event.currentTarget.checked)}
            />
            <Text size="xs" c="dimmed">
              {enrolled.size} of {approved?.length ?? 0} approved administrators have it on.
            </Text>
          </Stack>
        </SectionCard>

        <AdminList id="pending-heading" title="Pending approval">
          <AdminsTable
            caption="Registrations waiting for approval"
            admins={admins.isError ? [] : pending}
            emptyText="No pending registrations."
            actions={(admin) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  color="teal"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  aria-label={`Approve ${admin.email}`}
                  loading={approve.isPending && approve.variables === admin.id}
                  disabled={busyWith(admin)}
                  onClick={() => handleApprove(admin)}
                >
                  Approve
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="red"
                  leftSection={<IconX size={16} aria-hidden />}
                  aria-label={`Reject ${admin.email}`}
                  disabled={busyWith(admin)}
                  onClick={() => setRejecting(admin)}
                >
                  Reject
                </Button>
              </Group>
            )}
          />
        </AdminList>

        <AdminList id="approved-heading" title="Approved">
          <AdminsTable
            caption="Approved administrators"
            admins={admins.isError ? [] : approved}
            emptyText="No approved administrators."
            secondStepEnrolled={admins.data ? enrolled : undefined}
            actions={(admin) =>
              admin.id === me.data?.admin.id ? null : (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {enrolled.has(admin.id) ? (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Reset two-step sign-in of ${admin.email}`}
                      disabled={busyWith(admin)}
                      onClick={() => setResetting(admin)}
                    >
                      Reset two-step
                    </Button>
                  ) : null}
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`End sessions of ${admin.email}`}
                    disabled={busyWith(admin)}
                    onClick={() => setSigningOut(admin)}
                  >
                    End sessions
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red"
                    aria-label={`Deactivate ${admin.email}`}
                    disabled={busyWith(admin)}
                    onClick={() => setDeactivating(admin)}
                  >
                    Deactivate
                  </Button>
                </Group>
              )
            }
          />
        </AdminList>

        {rejected.length > 0 ? (
          <AdminList id="rejected-heading" title="Rejected">
            <AdminsTable caption="Rejected registrations" admins={rejected} emptyText="" />
          </AdminList>
        ) : null}

        {deactivated.length > 0 ? (
          <AdminList id="deactivated-heading" title="Deactivated">
            <AdminsTable
              caption="Deactivated administrators"
              admins={deactivated}
              emptyText=""
              actions={(admin) => (
                <Button
                  size="xs"
                  color="teal"
                  aria-label={`Reactivate ${admin.email}`}
                  loading={reactivate.isPending && reactivate.variables === admin.id}
                  disabled={busyWith(admin)}
                  onClick={() => handleReactivate(admin)}
                >
                  Reactivate
                </Button>
              )}
            />
          </AdminList>
        ) : null}
      </Stack>

      <AdminConfirmModal
        admin={rejecting}
        title="Reject registration?"
        body={(admin) => (
          <>
            Reject the registration of <strong>{fullName(admin)}</strong> ({admin.email})? They will not be
            able to sign in to the portal.
          </>
        )}
        confirmLabel="Reject"
        loading={reject.isPending}
        onConfirm={handleReject}
        onCancel={() => setRejecting(null)}
      />
      <AdminConfirmModal
        admin={deactivating}
        title="Deactivate administrator?"
        body={(admin) => (
          <>
            Deactivate <strong>{fullName(admin)}</strong> ({admin.email})? Their sessions end now and they
            cannot sign in until a Head Administrator reactivates them.
          </>
        )}
        confirmLabel="Deactivate"
        loading={deactivate.isPending}
        onConfirm={handleDeactivate}
        onCancel={() => setDeactivating(null)}
      />
      <AdminConfirmModal
        admin={resetting}
        title="Reset two-step sign-in?"
        body={(admin) => (
          <>
            Reset the two-step sign-in of <strong>{fullName(admin)}</strong> ({admin.email})? Their key and
            backup codes stop working and their sessions end; they log in with their password and set it up
            again.
          </>
        )}
        confirmLabel="Reset"
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
