import { Group, Modal, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  messages,
  type RenewalDue,
  type RenewalSaved,
  renewalInputSchema,
  TEXT_LIMITS,
} from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { formatDate } from '../../../lib/dates.ts';
import { domainResolver } from '../../../lib/forms/domain-resolver.ts';
import { useRenewMember } from '../api/renew-member.ts';

/** The member to renew: who, and the expiry before and after (the server's "if renewed today"). */
export type RenewalTarget = Pick<RenewalDue, 'id' | 'fullName' | 'expiryDate' | 'newExpiryIfRenewedToday'>;

interface RenewMembershipModalProps {
  /** The member to renew; the dialog is closed while null. */
  member: RenewalTarget | null;
  onClose: () => void;
  /** After a renewal was saved (the caller refreshes what shows the member's expiry). */
  onRenewed?: (memberId: string, saved: RenewalSaved) => void;
}

/**
 * Renew membership (DECISIONS 25, 35): the old and the new expiry, an optional note, and Confirm.
 * The server's refusal (not open yet, archived) stays in the dialog.
 */
export function RenewMembershipModal({ member, onClose, onRenewed }: RenewMembershipModalProps) {
  return (
    <Modal opened={member !== null} onClose={onClose} title="Renew membership" centered>
      {member ? <RenewForm key={member.id} member={member} onClose={onClose} onRenewed={onRenewed} /> : null}
    </Modal>
  );
}

interface RenewFormValues {
  note: string;
}

const validateNote = domainResolver<RenewFormValues>(renewalInputSchema);

function RenewForm({
  member,
  onClose,
  onRenewed,
}: Omit<RenewMembershipModalProps, 'member'> & { member: RenewalTarget }) {
  const renew = useRenewMember();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RenewFormValues>({ initialValues: { note: '' }, validate: validateNote });

  const submit = () => {
    setError(null);
    if (form.validate().hasErrors) return;
    renew.mutate(
      { memberId: member.id, renewal: { note: form.values.note } },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: messages.memberRenewed });
          onRenewed?.(member.id, saved);
          onClose();
        },
        onError: (failure) => {
          if (isSessionEnded(failure)) return;
          setError(errorMessage(failure));
          if (isApiError(failure) && failure.fields.note) form.setFieldError('note', failure.fields.note);
        },
      },
    );
  };

  return (
    <ModalForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Confirm renewal"
      submitting={renew.isPending}
      error={error}
    >
      <Text size="sm">
        Renew the membership of <strong>{member.fullName}</strong> for 3 more years, counted from the later of
        the current expiry and today.
      </Text>
      <SimpleGrid
        component="dl"
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        m={0}
        p="sm"
        bg="var(--mantine-color-gray-0)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <div>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            Current expiry
          </Text>
          <Text component="dd" m={0} fw={500}>
            {formatDate(member.expiryDate)}
          </Text>
        </div>
        <div>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            New expiry
          </Text>
          <Group component="dd" m={0} gap={6} wrap="nowrap">
            <IconArrowRight size={16} aria-hidden color="var(--mantine-color-teal-7)" />
            <Text fw={650} c="teal.8">
              {formatDate(member.newExpiryIfRenewedToday)}
            </Text>
          </Group>
        </div>
      </SimpleGrid>
      <Textarea
        label="Note (optional)"
        description={`Anything the office wants to remember about this renewal, up to ${TEXT_LIMITS.note} characters.`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autosize
        minRows={2}
        maxRows={6}
        data-autofocus
        {...form.getInputProps('note')}
      />
    </ModalForm>
  );
}
