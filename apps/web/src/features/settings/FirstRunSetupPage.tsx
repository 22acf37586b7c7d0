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
import { useAdminTexts } from '../../lib/i18n/admin-texts.ts';
import { useSettings } from './api/get-settings.ts';
import { addressAnswers, useCompleteSetup } from './api/public-address.ts';
import { OfficeDetailsFields } from './components/OfficeDetailsFields.tsx';
import { type OfficeValues, officeErrors, officeFieldLabels, officeValues } from './office-form.ts';
import { errorsIn, useSettingsMessages, useSettingsTexts } from './texts.ts';

type SetupValues = OfficeValues & { publicAddress: string };
const ORDER = ['name', 'address', 'phone', 'publicAddress'];

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
  const { t } = useSettingsTexts();
  const { t: at } = useAdminTexts();
  const messages = useSettingsMessages();
  if (!me.data) return <PageLoader label={at('common.checkingSession')} />;
  if (!isHead) {
    return <HeadAdminOnly title={t('setup.title')} message={messages.settingsHeadAdminOnly} />;
  }
  return (
    <>
      <PageHeader title={t('setup.title')} description={t('setup.description')} />
      {settings.isPending ? (
        <PageLoader label={t('setup.loading')} />
      ) : settings.isError ? (
        <RetryAlert title={t('setup.loadFailed')} onRetry={() => settings.refetch()} />
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
  const { t, tr } = useSettingsTexts();
  const messages = useSettingsMessages();
  const labels: Record<string, string> = {
    ...officeFieldLabels(messages),
    publicAddress: t('setup.addressLabel'),
  };
  const refusals = useRefusal(ORDER, labels);
  const [check, setCheck] = useState<Check>('idle');
  const [checkedAddress, setCheckedAddress] = useState<string | null>(null);
  const form = useForm<SetupValues>({
    initialValues: { ...office, publicAddress: fixedAddress ?? window.location.origin },
    validate: (values) => {
      const errors = officeErrors(values);
      if (fixedAddress === null && publicAddressOf(values.publicAddress) === null) {
        errors.publicAddress = messages.publicAddressInvalid;
      }
      return errorsIn(errors, { english: officeFieldLabels(settingsMessages), shown: labels }, tr);
    },
  });
  const address = publicAddressOf(form.values.publicAddress);
  const localOnly = address !== null && isLocalOnlyAddress(address);

  const runCheck = async () => {
    if (!address) {
      form.setFieldError('publicAddress', messages.publicAddressInvalid);
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
          notifications.show({ color: 'green', message: t('setup.done') });
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
        <SectionCard id="setup-office" title={t('office.title')} description={t('office.description')}>
          <OfficeDetailsFields form={form as never} />
        </SectionCard>
        <SectionCard
          id="setup-address"
          title={t('address.title')}
          description={t('setup.addressDescription')}
        >
          {fixedAddress !== null ? (
            <Text size="sm">{t('setup.addressFixed', { address: fixedAddress })}</Text>
          ) : (
            <Stack gap="sm">
              <TextInput
                label={labels.publicAddress}
                required
                name="publicAddress"
                inputMode="url"
                maxLength={PUBLIC_ADDRESS_MAX}
                description={t('setup.addressHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...form.getInputProps('publicAddress')}
                onChange={(event) => {
                  form.setFieldValue('publicAddress', event.currentTarget.value);
                  setCheck('idle');
                }}
              />
              {localOnly ? (
                <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
                  {t('setup.localOnly')}
                </Alert>
              ) : null}
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconPlugConnected size={18} aria-hidden />}
                  onClick={runCheck}
                  loading={check === 'checking'}
                >
                  {t('setup.check')}
                </Button>
                <div role="status" aria-live="polite">
                  {check === 'checking' ? (
                    <Group gap={6}>
                      <Loader size="xs" aria-hidden />
                      <Text size="sm">{t('setup.checking', { address: checkedAddress ?? '' })}</Text>
                    </Group>
                  ) : check === 'ok' ? (
                    <Group gap={6}>
                      <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
                      <Text size="sm" c="green.9">
                        {t('setup.checkOk', { address: checkedAddress ?? '' })}
                      </Text>
                    </Group>
                  ) : check === 'failed' ? (
                    <Text size="sm" c="red.8">
                      {t('setup.checkFailed', { address: checkedAddress ?? '' })}
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
            {t('setup.finish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
