import { Button, Group, Loader, LoadingOverlay, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { type MemberSaved, messages, QR_REQUIRED_FIELDS } from '@portal/domain';
import { IconQrcode, IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/ErrorSummary.tsx';
import { useMemberFieldLabels } from '../../../components/member-form/field-texts.ts';
import { ImageInput } from '../../../components/member-form/ImageInput.tsx';
import { MemberFieldParts } from '../../../components/member-form/MemberFieldParts.tsx';
import type { MemberFieldsProps } from '../../../components/member-form/MemberFields.tsx';
import { MEMBER_FIELD_ORDER, toMemberFieldsRequest } from '../../../components/member-form/member-form.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import {
  fieldProblems,
  focusField,
  focusFirstProblem,
  type Refusal,
  serverFieldErrors,
} from '../../../lib/forms/refusal.ts';
import { useToday } from '../../../lib/hooks/use-today.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import { useReferenceNumber } from '../api/issue-reference-number.ts';
import { useRegisterMember } from '../api/register-member.ts';
import {
  initialRegistrationValues,
  qrMissing,
  type RegistrationValues,
  registrationErrors,
  registrationName,
  registrationRefusal,
} from '../registration-form.ts';
import { MembershipFields } from './MembershipFields.tsx';
import { QrCodeModal } from './QrCodeModal.tsx';
import { RegistrationBeneficiaries } from './RegistrationBeneficiaries.tsx';
import { ResultPopup, type ResultPopupState } from './ResultPopup.tsx';

/** Server error codes that point at one field of the form. */
const FIELD_OF_ERROR: Record<string, string> = {
  DUPLICATE_ID_NUMBER: 'idNumber',
  DUPLICATE_MEMBER: 'lastName',
  REGISTRATION_DATE_OUT_OF_WINDOW: 'registrationDate',
};

/**
 * Member Registration (spec 2, 5): every section, Generate QR Code and Register Member. A
 * registration hands the saved member to `onRegistered` (the page shows the result).
 */
export function RegistrationForm({ onRegistered }: { onRegistered: (saved: MemberSaved) => void }) {
  const { t, m, language } = useMemberTexts();
  const fieldLabels = useMemberFieldLabels();
  const [today] = useToday();
  // Each wrong field shows its message under it until it changes; the summary stays until the next submit.
  const form = useForm<RegistrationValues>({
    initialValues: initialRegistrationValues(today),
    validate: (values) => registrationErrors(values, today),
  });
  const [result, setResult] = useState<ResultPopupState | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [qrOpened, qr] = useDisclosure(false);
  const reference = useReferenceNumber();
  const register = useRegisterMember();
  const referenceNumber = reference.data?.referenceNumber ?? null;
  const { values } = form;

  const fieldProps: MemberFieldsProps = {
    values,
    // The member fields are fields of these values; Mantine's path types cannot see it through the generic.
    set: form.setFieldValue as MemberFieldsProps['set'],
    errors: form.errors,
    today,
  };

  const closeResult = useCallback(() => setResult(null), []);

  /** Shows a refusal: the summary, and the first wrong field scrolled to and focused once shown. */
  const refuse = (next: Refusal) => {
    setRefusal(next);
    requestAnimationFrame(() => focusFirstProblem(formRef.current, next.problems));
  };

  const send = (checked: RegistrationValues) => {
    if (!referenceNumber || !checked.idPicture || !checked.signature) {
      refuse({ message: messages.dataStillLoading, problems: [] });
      return;
    }
    register.mutate(
      {
        data: {
          ...toMemberFieldsRequest(checked),
          referenceNumber,
          registrationDate: checked.registrationDate,
          beneficiaries: checked.beneficiaries.map((b) => b.request),
        },
        idPicture: checked.idPicture,
        signature: checked.signature,
      },
      {
        onSuccess: (answer) => onRegistered(answer),
        onError: (error) => {
          if (isSessionEnded(error)) return;
          if (isApiError(error) && error.code === 'DUPLICATE_REFERENCE_NUMBER') void reference.refetch();
          const errors = serverFieldErrors(error, MEMBER_FIELD_ORDER, FIELD_OF_ERROR);
          form.setErrors(errors);
          refuse({
            message: errorMessage(error),
            problems: fieldProblems(errors, MEMBER_FIELD_ORDER, fieldLabels),
          });
        },
      },
    );
  };

  const validateAndSend = form.onSubmit(
    (checked) => {
      setRefusal(null);
      send(checked);
    },
    (errors) =>
      refuse(registrationRefusal(form.getValues(), errors, language === 'en' ? undefined : fieldLabels)),
  );
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    validateAndSend(event);
  };

  // The fields Generate QR Code still needs, by their labels in the language.
  const missingForQr = qrMissing(values, referenceNumber).map((english) => {
    const key = QR_REQUIRED_FIELDS.find((field) => field.label === english)?.key;
    if (key === 'referenceNumber') return t('registration.referenceNumber');
    return (key && fieldLabels[key]) || english;
  });

  return (
    <>
      <LoadingOverlay
        visible={register.isPending}
        pos="fixed"
        zIndex={2000}
        overlayProps={{ blur: 2 }}
        loaderProps={{
          children: (
            <Stack align="center" gap="sm" role="status" aria-live="assertive">
              <Loader size="lg" />
              <Text fw={600}>{m('memberRegistering')}</Text>
            </Stack>
          ),
        }}
      />
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t('registration.formLabel')}>
        <Stack gap="lg">
          <MemberFieldParts fields={fieldProps} form="registration" Part={SectionCard} />
          <SectionCard
            id="documents"
            title={t('registration.documents')}
            description={t('registration.documentsDescription')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {(['idPicture', 'signature'] as const).map((kind) => (
                <ImageInput
                  key={kind}
                  label={t(`registration.${kind}`)}
                  kind={kind}
                  required
                  file={values[kind]}
                  onChange={(file) => form.setFieldValue(kind, file)}
                  error={form.errors[kind]}
                />
              ))}
            </SimpleGrid>
          </SectionCard>
          <SectionCard
            id="beneficiaries"
            title={t('registration.beneficiaries')}
            description={t('registration.beneficiariesDescription')}
          >
            <RegistrationBeneficiaries
              memberGender={values.gender}
              beneficiaries={values.beneficiaries}
              onChange={(list) => form.setFieldValue('beneficiaries', list)}
              today={today}
            />
          </SectionCard>
          <SectionCard id="membership-information" title={t('registration.membership')}>
            <MembershipFields
              referenceNumber={referenceNumber}
              referenceError={reference.isError ? errorMessage(reference.error) : null}
              registrationDate={values.registrationDate}
              onRegistrationDateChange={(date) => form.setFieldValue('registrationDate', date)}
              today={today}
              error={form.errors.registrationDate}
            />
          </SectionCard>

          <Stack gap="xs">
            <ErrorSummary refusal={refusal} onSelect={(path) => focusField(formRef.current, path)} />
            {missingForQr.length > 0 ? (
              <Text size="sm" c="dimmed" id="qr-missing">
                {t('registration.qrMissing', { fields: missingForQr.join(', ') })}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                leftSection={<IconQrcode size={18} aria-hidden />}
                disabled={missingForQr.length > 0}
                aria-describedby={missingForQr.length > 0 ? 'qr-missing' : undefined}
                onClick={qr.open}
              >
                {t('registration.generateQr')}
              </Button>
              <Button type="submit" size="md" leftSection={<IconUserPlus size={18} aria-hidden />}>
                {t('registration.registerMember')}
              </Button>
            </Group>
          </Stack>
        </Stack>
      </form>

      {reference.data ? (
        <QrCodeModal
          opened={qrOpened}
          onClose={qr.close}
          referenceNumber={reference.data.referenceNumber}
          payload={reference.data.qrPayload}
          memberName={registrationName(values)}
        />
      ) : null}
      <ResultPopup result={result} onClose={closeResult} />
    </>
  );
}
