import { SimpleGrid, TextInput } from '@mantine/core';
import { expiryDate, isRegistrationDateAllowed, registrationDateWindow } from '@portal/domain';
import type { ReactNode } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { requiredField } from '../../../components/required-field.ts';
import { formatDate } from '../../../lib/dates.ts';

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
  const window = registrationDateWindow(today);
  const valid = isRegistrationDateAllowed(registrationDate, today);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <TextInput
        label="Reference Number"
        readOnly
        value={referenceNumber ?? ''}
        placeholder={referenceError ? '' : 'Issuing…'}
        error={referenceError}
        description="Issued by the system when the form opens."
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <DateField
        label="Registration Date"
        name="registrationDate"
        min={window.earliest}
        max={window.latest}
        value={registrationDate}
        onChange={onRegistrationDateChange}
        description={`Between ${formatDate(window.earliest)} and today.`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={error || false}
        {...requiredField}
      />
      <TextInput
        label="Expiry Date"
        readOnly
        value={valid ? formatDate(expiryDate(registrationDate)) : ''}
        description="Three years after the registration date."
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </SimpleGrid>
  );
}
