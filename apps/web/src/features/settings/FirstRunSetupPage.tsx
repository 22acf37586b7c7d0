import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isLocalOnlyAddress, PUBLIC_ADDRESS_MAX, publicAddressOf, settingsMessages } from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorSummary } from '../../components/ErrorSummary.tsx';
import { HeadAdminOnly } from '../../components/HeadAdminOnly.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useMe } from '../../lib/auth/me.ts';
import { isSessionEnded } from '../../lib/auth/session.ts';
import { useRefusal } from '../../lib/forms/use-refusal.ts';
import { useSettings } from './api/get-settings.ts';
import { addressAnswers, useCompleteSetup } from './api/public-address.ts';
import { OfficeDetailsFields } from './components/OfficeDetailsFields.tsx';
import { OFFICE_FIELD_LABELS, type OfficeValues, officeErrors, officeValues } from './office-form.ts';

const TITLE = 'Set up the portal';
type SetupValues = OfficeValues & { publicAddress: string };
const LABELS: Record<string, string> = {
  ...OFFICE_FIELD_LABELS,
  publicAddress: 'Public address',
};
const ORDER = Object.keys(LABELS);

/** The browser check of the address: not yet, under way, answered, or not. */
type Check = 'idle' | 'checking' | 'ok' | 'failed';

/**
 * The first-run setup (DECISIONS 54), once, for the first head admin: the office's details and the
 * portal's public address, prefilled from the address this browser used, checked from the browser.
 */
export default function FirstRunSetupPage() {
  const me = useMe();
  const isHead = me.data?.admin.isHeadAdmin === true;
  const settings = useSettings({ enabled: isHead });
  if (!me.data) return <PageLoader label="Checking your session…" />;
  if (!isHead) {
    return <HeadAdminOnly title={TITLE} message={settingsMessages.settingsHeadAdminOnly} />;
  }
  return (
    <>
      <PageHeader
        title={TITLE}
        description="Once, before the first QR codes and receipts: the office they name and the address members’ QR codes lead to."
      />
      {settings.isPending ? (
        <PageLoader label="Loading the settings…" />
      ) : settings.isError ? (
        <RetryAlert title="The settings could not be loaded." onRetry={() => settings.refetch()} />
      ) : (
        <SetupForm
          office={officeValues(settings.data.office)}
          fixedAddress={
            settings.data.publicAddress.source === 'environment' ? settings.data.publicAddress.address : null
          }
        />
      )}
    </>
  );
}

function SetupForm({ office, fixedAddress }: { office: OfficeValues; fixedAddress: string | null }) {
  const navigate = useNavigate();
  const save = useCompleteSetup();
  const refusals = useRefusal(ORDER, LABELS);
  const [check, setCheck] = useState<Check>('idle');
  const [checkedAddress, setCheckedAddress] = useState<string | null>(null);
  const form = useForm<SetupValues>({
    initialValues: { ...office, publicAddress: fixedAddress ?? window.location.origin },
    validate: (values) => {
      const errors = officeErrors(values);
      if (fixedAddress === null && publicAddressOf(values.publicAddress) === null) {
        errors.publicAddress = settingsMessages.publicAddressInvalid;
      }
      return errors;
    },
  });
  const address = publicAddressOf(form.values.publicAddress);
  const localOnly = address !== null && isLocalOnlyAddress(address);

  const runCheck = async () => {
    if (!address) {
      form.setFieldError('publicAddress', settingsMessages.publicAddressInvalid);
      return;
    }
    setCheck('checking');
    setCheckedAddress(address);
    setCheck((await addressAnswers(address)) ? 'ok' : 'failed');
  };

  const send = (values: SetupValues) => {
    refusals.clear();
    save.mutate(
      {
        office: { name: values.name, address: values.address, phone: values.phone },
        ...(fixedAddress === null ? { address: values.publicAddress } : {}),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'The portal is set up.' });
          navigate('/admin/dashboard', { replace: true });
        },
        onError: (error) => {
          if (!isSessionEnded(error)) form.setErrors(refusals.server(error));
        },
      },
    );
  };

  return (
    <form ref={refusals.formRef} noValidate onSubmit={form.onSubmit(send, refusals.invalid)}>
      <Stack gap="lg">
        <SectionCard
          id="setup-office"
          title="Office details"
          description="Printed at the top of every acknowledgment receipt."
        >
          <OfficeDetailsFields form={form as never} />
        </SectionCard>
        <SectionCard
          id="setup-address"
          title="Public address"
          description="The address members’ QR codes and the links in mails lead to: how other computers and phones reach this portal."
        >
          {fixedAddress !== null ? (
            <Text size="sm">{fixedAddress} — set by PUBLIC_URL on the server.</Text>
          ) : (
            <Stack gap="sm">
              <TextInput
                label={LABELS.publicAddress}
                required
                name="publicAddress"
                inputMode="url"
                maxLength={PUBLIC_ADDRESS_MAX}
                description="Filled in with the address this browser used. Use the server's network address (such as http://192.168.1.20:3000) or its https name, not localhost."
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...form.getInputProps('publicAddress')}
                onChange={(event) => {
                  form.setFieldValue('publicAddress', event.currentTarget.value);
                  setCheck('idle');
                }}
              />
              {localOnly ? (
                <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
                  This address works only on the server’s own computer: QR codes printed with it will not open
                  on members’ phones. Open the portal from another computer by the server’s network address
                  and set it up from there, or type that address here.
                </Alert>
              ) : null}
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconPlugConnected size={18} aria-hidden />}
                  onClick={runCheck}
                  loading={check === 'checking'}
                >
                  Check the address
                </Button>
                <div role="status" aria-live="polite">
                  {check === 'checking' ? (
                    <Group gap={6}>
                      <Loader size="xs" aria-hidden />
                      <Text size="sm">Checking {checkedAddress}…</Text>
                    </Group>
                  ) : check === 'ok' ? (
                    <Group gap={6}>
                      <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
                      <Text size="sm" c="green.9">
                        {checkedAddress} answers: this is the portal.
                      </Text>
                    </Group>
                  ) : check === 'failed' ? (
                    <Text size="sm" c="red.8">
                      {checkedAddress} did not answer from this browser. Check the address, the port and the
                      server’s firewall.
                    </Text>
                  ) : null}
                </div>
              </Group>
            </Stack>
          )}
        </SectionCard>
        <ErrorSummary refusal={refusals.refusal} onSelect={refusals.select} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Confirm and finish
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
