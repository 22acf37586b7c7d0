import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type OfficeDetailsView, settingsMessages } from '@portal/domain';
import { SaveRow } from '../../../components/SaveRow.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { savedOrRefused } from '../../../lib/forms/saved-or-refused.ts';
import { useRefusal } from '../../../lib/forms/use-refusal.ts';
import { useUpdateOfficeDetails } from '../api/update-office.ts';
import {
  OFFICE_FIELD_ORDER,
  type OfficeValues,
  officeErrors,
  officeFieldLabels,
  officeValues,
  toOfficeRequest,
} from '../office-form.ts';
import { errorsIn, useSettingsMessages, useSettingsTexts } from '../texts.ts';
import { OfficeDetailsFields } from './OfficeDetailsFields.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** Settings' Office details (DECISIONS 53–54): loads them, then the form. */
export function OfficeDetailsSection() {
  const { t } = useSettingsTexts();
  const skeleton = (
    <Stack gap="sm" aria-busy="true" aria-label={t('office.loading')}>
      <Skeleton h={56} />
      <Skeleton h={80} />
    </Stack>
  );
  return (
    <SettingsSection id="office-details" area="office" skeleton={skeleton}>
      {(settings) => <OfficeDetailsForm office={settings.office} />}
    </SettingsSection>
  );
}

/** Where the details in use come from: saved on Settings, or the server's environment. */
function OfficeSource({ office }: { office: OfficeDetailsView }) {
  const { t, locale } = useSettingsTexts();
  return office.source === 'saved' ? (
    <Text size="sm" c="dimmed">
      {t('office.saved', { when: formatDateTime(office.savedAt, locale) })}
    </Text>
  ) : (
    <Group gap="xs">
      <Badge variant="light" color="gray">
        {t('office.notSaved')}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('office.fromEnvironment')}
      </Text>
    </Group>
  );
}

function OfficeDetailsForm({ office }: { office: OfficeDetailsView }) {
  const save = useUpdateOfficeDetails();
  const { t, tr } = useSettingsTexts();
  const labels = officeFieldLabels(useSettingsMessages());
  const refusals = useRefusal(OFFICE_FIELD_ORDER, labels);
  const form = useForm<OfficeValues>({
    initialValues: officeValues(office),
    validate: (values) =>
      errorsIn(officeErrors(values), { english: officeFieldLabels(settingsMessages), shown: labels }, tr),
  });

  const send = (values: OfficeValues) => {
    refusals.clear();
    save.mutate(
      toOfficeRequest(values),
      savedOrRefused(form, refusals.server, {
        values: (saved: { office: OfficeDetailsView; message: string }) => officeValues(saved.office),
        message: (saved) => tr(saved.message),
      }),
    );
  };

  return (
    <form ref={refusals.formRef} noValidate onSubmit={form.onSubmit(send, refusals.invalid)}>
      <Stack gap="md">
        <OfficeSource office={office} />
        <OfficeDetailsFields form={form} />
        <SaveRow refusals={refusals} saving={save.isPending}>
          {t('office.save')}
        </SaveRow>
      </Stack>
    </form>
  );
}
