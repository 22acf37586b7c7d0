import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { OFFICE_TEXT_LIMITS } from '@portal/domain';
import { textLimit } from '../../../components/text-limit.ts';
import { type OfficeValues, officeFieldLabels } from '../office-form.ts';
import { useSettingsMessages, useSettingsTexts } from '../texts.ts';

/** The office's name, address and contact number: the fields of Settings and of the first-run setup. */
export function OfficeDetailsFields({ form }: { form: UseFormReturnType<OfficeValues> }) {
  const { t } = useSettingsTexts();
  const labels = officeFieldLabels(useSettingsMessages());
  const field = (name: keyof OfficeValues) => ({ ...form.getInputProps(name), name });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={labels.name}
        required
        autoComplete="organization"
        {...field('name')}
        {...textLimit(form.values.name, OFFICE_TEXT_LIMITS.name)}
      />
      <TextInput
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        placeholder="(043) 288-1234 / 0917 123 4567"
        {...field('phone')}
        {...textLimit(form.values.phone, OFFICE_TEXT_LIMITS.phone)}
        description={
          form.values.phone.length === 0
            ? t('office.phoneOptional')
            : t('office.characters', { length: form.values.phone.length, max: OFFICE_TEXT_LIMITS.phone })
        }
      />
      <Textarea
        label={labels.address}
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
