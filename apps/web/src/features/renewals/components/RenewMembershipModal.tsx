import { Group, Modal, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type RenewalDue, type RenewalSaved, renewalInputSchema, TEXT_LIMITS } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { formatDate } from '../../../lib/dates.ts';
import { domainResolver } from '../../../lib/forms/domain-resolver.ts';
import { useRenewMember } from '../api/renew-member.ts';
import { useRenewalsTexts } from '../texts.ts';

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
  const { t } = useRenewalsTexts();
  return (
    <Modal opened={member !== null} onClose={onClose} title={t('modal.title')} centered>
      {member ? <RenewForm key={member.id} member={member} onClose={onClose} onRenewed={onRenewed} /> : null}
    </Modal>
  );
}

interface RenewFormValues {
  note: string;
}

const validateNote = domainResolver<RenewFormValues>(renewalInputSchema);

/** Where the member's name goes in the dialog's sentence. */
const NAME = '\u0001';

function RenewForm({
  member,
  onClose,
  onRenewed,
}: Omit<RenewMembershipModalProps, 'member'> & { member: RenewalTarget }) {
  const { t, m, locale } = useRenewalsTexts();
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
          notifications.show({ color: 'green', message: m('memberRenewed') });
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

  // The member's name in bold, where the sentence puts it in the chosen language.
  const [before = '', after = ''] = t('modal.intro', { name: NAME }).split(NAME);

  return (
    <ModalForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('modal.confirm')}
      submitting={renew.isPending}
      error={error}
    >
      <Text size="sm">
        {before}
        <strong>{member.fullName}</strong>
        {after}
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
            {t('modal.currentExpiry')}
          </Text>
          <Text component="dd" m={0} fw={500}>
            {formatDate(member.expiryDate, locale)}
          </Text>
        </div>
        <div>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('modal.newExpiry')}
          </Text>
          <Group component="dd" m={0} gap={6} wrap="nowrap">
            <IconArrowRight size={16} aria-hidden color="var(--mantine-color-teal-7)" />
            <Text fw={650} c="teal.8">
              {formatDate(member.newExpiryIfRenewedToday, locale)}
            </Text>
          </Group>
        </div>
      </SimpleGrid>
      <Textarea
        label={t('modal.noteLabel')}
        description={t('modal.noteDescription', { max: TEXT_LIMITS.note })}
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
