import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OfficeDetailsView } from '@portal/domain';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ErrorSummary } from '../../../components/ErrorSummary.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { savedOrRefused } from '../../../lib/forms/saved-or-refused.ts';
import { useRefusal } from '../../../lib/forms/use-refusal.ts';
import { useSettings } from '../api/get-settings.ts';
import { useUpdateOfficeDetails } from '../api/update-office.ts';
import {
  OFFICE_FIELD_LABELS,
  OFFICE_FIELD_ORDER,
  type OfficeValues,
  officeErrors,
  officeValues,
  toOfficeRequest,
} from '../office-form.ts';
import { OfficeDetailsFields } from './OfficeDetailsFields.tsx';

const DESCRIPTION = 'Printed at the top of every acknowledgment receipt.';

/** Settings' Office details (DECISIONS 53–54): loads them, then the form. */
export function OfficeDetailsSection() {
  const settings = useSettings();
  return (
    <SectionCard id="office-details" title="Office details" description={DESCRIPTION}>
      {settings.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the office details">
          <Skeleton h={56} />
          <Skeleton h={80} />
        </Stack>
      ) : settings.isError ? (
        <RetryAlert title="The office details could not be loaded." onRetry={() => settings.refetch()} />
      ) : (
        <OfficeDetailsForm office={settings.data.office} />
      )}
    </SectionCard>
  );
}

/** Where the details in use come from: saved on Settings, or the server's environment. */
function OfficeSource({ office }: { office: OfficeDetailsView }) {
  return office.source === 'saved' ? (
    <Text size="sm" c="dimmed">
      Saved {formatDateTime(office.savedAt)}.
    </Text>
  ) : (
    <Group gap="xs">
      <Badge variant="light" color="gray">
        Not saved yet
      </Badge>
      <Text size="sm" c="dimmed">
        Shown from the server’s settings (OFFICE_NAME, OFFICE_ADDRESS, OFFICE_PHONE) until you save.
      </Text>
    </Group>
  );
}

function OfficeDetailsForm({ office }: { office: OfficeDetailsView }) {
  const save = useUpdateOfficeDetails();
  const refusals = useRefusal(OFFICE_FIELD_ORDER, OFFICE_FIELD_LABELS);
  const form = useForm<OfficeValues>({ initialValues: officeValues(office), validate: officeErrors });

  const send = (values: OfficeValues) => {
    refusals.clear();
    save.mutate(
      toOfficeRequest(values),
      savedOrRefused(form, refusals.server, {
        values: (saved: { office: OfficeDetailsView; message: string }) => officeValues(saved.office),
        message: (saved) => saved.message,
      }),
    );
  };

  return (
    <form ref={refusals.formRef} noValidate onSubmit={form.onSubmit(send, refusals.invalid)}>
      <Stack gap="md">
        <OfficeSource office={office} />
        <OfficeDetailsFields form={form} />
        <ErrorSummary refusal={refusals.refusal} onSelect={refusals.select} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Save office details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
