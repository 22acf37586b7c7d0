import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminProfile, messages } from '@portal/domain';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMe } from '../../lib/auth/me.ts';
import { isSessionEnded } from '../../lib/auth/session.ts';
import { useApproveAdmin } from './api/approve-admin.ts';
import { useAdmins } from './api/get-admins.ts';
import { useRejectAdmin } from './api/reject-admin.ts';
import { AdminsTable } from './components/AdminsTable.tsx';
import { RejectAdminModal } from './components/RejectAdminModal.tsx';

const TITLE = 'Administrators';

/** Head admins approve or reject staff registrations (DECISIONS 19). */
export default function AdministratorsPage() {
  const me = useMe();
  const isHeadAdmin = me.data?.admin.isHeadAdmin === true;
  const admins = useAdmins({ enabled: isHeadAdmin });
  const approve = useApproveAdmin();
  const reject = useRejectAdmin();
  const [rejecting, setRejecting] = useState<AdminProfile | null>(null);

  if (me.data && !isHeadAdmin) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} maw={640}>
          {messages.headAdminOnly}
        </Alert>
      </>
    );
  }

  const list = admins.data?.admins;
  const pending = list?.filter((admin) => admin.approvalStatus === 'pending');
  const approved = list?.filter((admin) => admin.approvalStatus === 'approved');
  const rejected = list?.filter((admin) => admin.approvalStatus === 'rejected') ?? [];

  const handleApprove = (admin: AdminProfile) =>
    approve.mutate(admin.id, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.adminApproved }),
      onError: (error) => {
        if (!isSessionEnded(error)) notifications.show({ color: 'red', message: errorMessage(error) });
      },
    });

  const handleReject = (admin: AdminProfile) =>
    reject.mutate(admin.id, {
      onSuccess: () => {
        setRejecting(null);
        notifications.show({ color: 'green', message: messages.adminRejected });
      },
      onError: (error) => {
        setRejecting(null);
        if (!isSessionEnded(error)) notifications.show({ color: 'red', message: errorMessage(error) });
      },
    });

  const busyWith = (admin: AdminProfile) =>
    (approve.isPending && approve.variables === admin.id) ||
    (reject.isPending && reject.variables === admin.id);

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
        <section aria-labelledby="pending-heading">
          <Title order={2} fz="xl" id="pending-heading" mb="sm">
            Pending approval
          </Title>
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
        </section>

        <section aria-labelledby="approved-heading">
          <Title order={2} fz="xl" id="approved-heading" mb="sm">
            Approved
          </Title>
          <AdminsTable
            caption="Approved administrators"
            admins={admins.isError ? [] : approved}
            emptyText="No approved administrators."
          />
        </section>

        {rejected.length > 0 ? (
          <section aria-labelledby="rejected-heading">
            <Title order={2} fz="xl" id="rejected-heading" mb="sm">
              Rejected
            </Title>
            <AdminsTable caption="Rejected registrations" admins={rejected} emptyText="" />
          </section>
        ) : null}
      </Stack>

      <RejectAdminModal
        admin={rejecting}
        loading={reject.isPending}
        onConfirm={handleReject}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
