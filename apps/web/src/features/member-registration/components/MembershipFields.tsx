import { SimpleGrid, TextInput } from '@mantine/core';
import { expiryDate, isRegistrationDateAllowed, registrationDateWindow } from '@portal/domain';
import type { ReactNode } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { requiredField } from '../../../components/required-field.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';

interface MembershipFieldsProps {
  referenceNumber: string | null;
  referenceError: string | null;
  registrationDate: string;
  onRegistrationDateChange: (date: string) => void;
  today: string;
  /** The field's message, or `true` to outline it only. */
  error: ReactNode;
}

/** Reference Number (issued by the server), Registration Date (one year back to today) and the expiry it gives. */
export function MembershipFields({
  referenceNumber,
  referenceError,
  registrationDate,
  onRegistrationDateChange,
  today,
  error,
}: MembershipFieldsProps) {
  const { t, tr, locale } = useMemberTexts();
  const window = registrationDateWindow(today);
  const valid = isRegistrationDateAllowed(registrationDate, today);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <TextInput
        label={t('registration.referenceNumber')}
        readOnly
        value={referenceNumber ?? ''}
        placeholder={referenceError ? '' : t('registration.issuing')}
        error={referenceError}
        description={t('registration.referenceDescription')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <DateField
        label={t('registration.registrationDate')}
        name="registrationDate"
        min={window.earliest}
        max={window.latest}
        value={registrationDate}
        onChange={onRegistrationDateChange}
        description={t('registration.between', { date: formatDate(window.earliest, locale) })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={(typeof error === 'string' ? tr(error) : error) || false}
        {...requiredField}
      />
      <TextInput
        label={t('registration.expiryDate')}
        readOnly
        value={valid ? formatDate(expiryDate(registrationDate), locale) : ''}
        description={t('registration.expiryDescription')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </SimpleGrid>
  );
}
