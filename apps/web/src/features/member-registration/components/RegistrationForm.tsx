import { Button, Group, Loader, LoadingOverlay, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '@portal/domain';
import { IconQrcode, IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useCallback, useState } from 'react';
import { ImageInput } from '../../../components/member-form/ImageInput.tsx';
import {
  AddressFields,
  ContactFields,
  DemographicsFields,
  type MemberFieldsProps,
  PersonalFields,
} from '../../../components/member-form/MemberFields.tsx';
import { toMemberFieldsRequest } from '../../../components/member-form/member-form.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useToday } from '../../../lib/hooks/use-today.ts';
import { useReferenceNumber } from '../api/issue-reference-number.ts';
import { useRegisterMember } from '../api/register-member.ts';
import {
  checkRegistration,
  initialRegistrationValues,
  qrMissing,
  type RegistrationValues,
  registrationName,
} from '../registration-form.ts';
import { FormSection } from './FormSection.tsx';
import { MembershipFields } from './MembershipFields.tsx';
import { QrCodeModal } from './QrCodeModal.tsx';
import { type AddedBeneficiary, RegistrationBeneficiaries } from './RegistrationBeneficiaries.tsx';
import { ResultPopup, type ResultPopupState } from './ResultPopup.tsx';

/** Server error codes that point at one field of the form. */
const FIELD_OF_ERROR: Record<string, string> = {
  DUPLICATE_ID_NUMBER: 'idNumber',
  DUPLICATE_MEMBER: 'lastName',
  REGISTRATION_DATE_OUT_OF_WINDOW: 'registrationDate',
};

/** Member Registration (spec 2, 5): every section, Generate QR Code and Register Member. */
export function RegistrationForm() {
  const [today] = useToday();
  const [values, setValues] = useState<RegistrationValues>(() => initialRegistrationValues(today));
  const [beneficiaries, setBeneficiaries] = useState<AddedBeneficiary[]>([]);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<ResultPopupState | null>(null);
  const [qrOpened, qr] = useDisclosure(false);
  const [formKey, setFormKey] = useState(0);
  const reference = useReferenceNumber();
  const register = useRegisterMember();
  const referenceNumber = reference.data?.referenceNumber ?? null;

  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setInvalid((current) => {
      if (!current.has(key)) return current;
      const next = new Set(current);
      next.delete(key);
      return next;
    });
  };
  const fieldProps = {
    values,
    set: set as MemberFieldsProps['set'],
    invalid,
    today,
  };

  const closeResult = useCallback(() => setResult(null), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const { check, invalid: wrong } = checkRegistration(values, today);
    setInvalid(new Set(wrong));
    if (!check.ok) {
      setResult({ kind: 'error', message: check.message });
      return;
    }
    if (!referenceNumber || !values.idPicture || !values.signature) {
      setResult({ kind: 'error', message: messages.dataStillLoading });
      return;
    }
    register.mutate(
      {
        data: {
          ...toMemberFieldsRequest(values),
          referenceNumber,
          registrationDate: values.registrationDate,
          beneficiaries: beneficiaries.map((b) => b.request),
        },
        idPicture: values.idPicture,
        signature: values.signature,
      },
      {
        onSuccess: (answer) => {
          setResult({ kind: 'success', message: answer.message });
          setValues(initialRegistrationValues(today));
          setBeneficiaries([]);
          setInvalid(new Set());
          setFormKey((key) => key + 1);
          void reference.refetch();
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          setResult({ kind: 'error', message: errorMessage(error) });
          if (!isApiError(error)) return;
          const fields = new Set(Object.keys(error.fields));
          const field = FIELD_OF_ERROR[error.code];
          if (field) fields.add(field);
          if (error.code === 'DUPLICATE_REFERENCE_NUMBER') void reference.refetch();
          setInvalid(fields);
        },
      },
    );
  };

  const missingForQr = qrMissing(values, referenceNumber);

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
              <Text fw={600}>{messages.memberRegistering}</Text>
            </Stack>
          ),
        }}
      />
      <form onSubmit={handleSubmit} noValidate aria-label="Member registration">
        <Stack gap="lg">
          <FormSection id="personal-information" title="Personal Information">
            <PersonalFields {...fieldProps} />
          </FormSection>
          <FormSection id="address-information" title="Address Information">
            <AddressFields {...fieldProps} />
          </FormSection>
          <FormSection id="demographics" title="Demographics">
            <DemographicsFields {...fieldProps} />
          </FormSection>
          <FormSection id="contact-information" title="Contact Information">
            <ContactFields {...fieldProps} />
          </FormSection>
          <FormSection
            id="documents"
            title="Documents"
            description="ID picture (PNG or JPG, up to 5 MB) and e-signature (PNG or JPG, up to 2 MB)."
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" key={formKey}>
              <ImageInput
                label="ID Picture"
                kind="idPicture"
                required
                file={values.idPicture}
                onChange={(file) => set('idPicture', file)}
                error={invalid.has('idPicture')}
              />
              <ImageInput
                label="E-signature"
                kind="signature"
                required
                file={values.signature}
                onChange={(file) => set('signature', file)}
                error={invalid.has('signature')}
              />
            </SimpleGrid>
          </FormSection>
          <FormSection
            id="beneficiaries"
            title="Beneficiaries (Optional)"
            description="Add the member's beneficiaries one at a time. Children, siblings and others over 21 need to be PWD."
          >
            <RegistrationBeneficiaries
              key={formKey}
              memberGender={values.gender}
              beneficiaries={beneficiaries}
              onChange={setBeneficiaries}
              today={today}
            />
          </FormSection>
          <FormSection id="membership-information" title="Membership Information">
            <MembershipFields
              referenceNumber={referenceNumber}
              referenceError={reference.isError ? errorMessage(reference.error) : null}
              registrationDate={values.registrationDate}
              onRegistrationDateChange={(date) => set('registrationDate', date)}
              today={today}
              invalid={invalid.has('registrationDate')}
            />
          </FormSection>

          <Stack gap="xs">
            {missingForQr.length > 0 ? (
              <Text size="sm" c="dimmed" id="qr-missing">
                To generate the QR code, fill in: {missingForQr.join(', ')}.
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
                Generate QR Code
              </Button>
              <Button type="submit" size="md" leftSection={<IconUserPlus size={18} aria-hidden />}>
                Register Member
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
