import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { OFFICE_TEXT_LIMITS } from '@portal/domain';
import { textLimit } from '../../../components/text-limit.ts';
import { OFFICE_FIELD_LABELS, type OfficeValues } from '../office-form.ts';

/** The office's name, address and contact number: the fields of Settings and of the first-run setup. */
export function OfficeDetailsFields({ form }: { form: UseFormReturnType<OfficeValues> }) {
  const field = (name: keyof OfficeValues) => ({ ...form.getInputProps(name), name });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={OFFICE_FIELD_LABELS.name}
        required
        autoComplete="organization"
        {...field('name')}
        {...textLimit(form.values.name, OFFICE_TEXT_LIMITS.name)}
      />
      <TextInput
        label={OFFICE_FIELD_LABELS.phone}
        type="tel"
        autoComplete="tel"
        placeholder="(043) 288-1234 / 0917 123 4567"
        {...field('phone')}
        {...textLimit(form.values.phone, OFFICE_TEXT_LIMITS.phone)}
        description={
          form.values.phone.length === 0
            ? 'Optional. Two numbers may be separated by /.'
            : `${form.values.phone.length} of ${OFFICE_TEXT_LIMITS.phone} characters`
        }
      />
      <Textarea
        label={OFFICE_FIELD_LABELS.address}
        required
        autosize
        minRows={2}
        autoComplete="street-address"
        style={{ gridColumn: '1 / -1' }}
        {...field('address')}
        {...textLimit(form.values.address, OFFICE_TEXT_LIMITS.address)}
      />
    </SimpleGrid>
  );
}
