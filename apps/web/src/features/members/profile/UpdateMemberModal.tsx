import { Divider, Modal, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  checkMemberReach,
  type MemberDetail,
  memberRequiredFieldsMessage,
  memberUpdateSchema,
  messages,
  requiredFieldsMessage,
  validateMemberRegistration,
} from '@portal/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { useMemberFieldLabels } from '../../../components/member-form/field-texts.ts';
import { ImageInput } from '../../../components/member-form/ImageInput.tsx';
import { MemberFieldParts } from '../../../components/member-form/MemberFieldParts.tsx';
import type { MemberFieldsProps } from '../../../components/member-form/MemberFields.tsx';
import {
  MEMBER_FIELD_ORDER,
  type MemberFormValues,
  missingFieldErrors,
  toMemberFieldsRequest,
} from '../../../components/member-form/member-form.ts';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { domainResolver } from '../../../lib/forms/domain-resolver.ts';
import {
  fieldProblems,
  focusFirstProblem,
  type Refusal,
  serverFieldErrors,
} from '../../../lib/forms/refusal.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import { useUpdateMember } from '../api/update-member.ts';

function fromMember(member: MemberDetail): MemberFormValues {
  return {
    idNumber: member.idNumber,
    lastName: member.lastName,
    firstName: member.firstName,
    middleName: member.middleName ?? '',
    suffix: member.suffix ?? '',
    maidenName: member.maidenName ?? '',
    houseStreet: member.houseStreet ?? '',
    barangay: member.barangay,
    gender: member.gender ?? '',
    civilStatus: member.civilStatus ?? '',
    phoneNumber: member.phoneNumber ?? '',
    dob: member.dob,
    reminderConsent: member.reminderConsent,
    language: member.language,
    email: member.email ?? '',
  };
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm" c="dimmed" tt="uppercase">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const FIELD_OF_ERROR: Record<string, string> = {
  DUPLICATE_ID_NUMBER: 'idNumber',
  DUPLICATE_MEMBER: 'lastName',
};

const schemaErrors = domainResolver<MemberFormValues>(memberUpdateSchema);

/**
 * Update Member Information's checks, each field with its own message: the missing required fields,
 * the schema's (lengths with their limit), then the registration rules that apply to an update.
 */
function updateRefusal(
  values: MemberFormValues,
  member: MemberDetail,
  today: string,
  labels: Readonly<Record<string, string>>,
  translated: boolean,
) {
  const { registrationDate } = member;
  const withDate = { ...values, registrationDate };
  const missing = missingFieldErrors(withDate, { images: false });
  const errors: Record<string, string> = { ...(schemaErrors(values) as Record<string, string>), ...missing };
  let other: string | null = null;
  if (Object.keys(missing).length === 0) {
    const check = validateMemberRegistration(withDate, today, { images: false });
    // The registration date never changes here; it is passed so the shared rules can run.
    if (!check.ok && check.code !== 'REGISTRATION_DATE_OUT_OF_WINDOW') {
      if (check.field && !errors[check.field]) errors[check.field] = check.message;
      else if (!check.field) other = check.message;
    }
  }
  // A changed number must be a mobile one; a number kept as it was may stay (DECISIONS 43).
  const phoneChanged = values.phoneNumber.trim() !== (member.phoneNumber ?? '');
  const reach = checkMemberReach(values, { phoneChanged });
  if (!reach.ok && !errors[reach.field]) errors[reach.field] = reach.message;
  const problems = fieldProblems(errors, MEMBER_FIELD_ORDER, labels);
  if (problems.length === 0 && !other) return null;
  const onlyMissing = problems.length > 0 && problems.every((p) => p.path in missing);
  // In another language the sentence names the fields by their labels there (translated on screen).
  const named = translated
    ? requiredFieldsMessage(Object.keys(missing).map((key) => labels[key] ?? key))
    : memberRequiredFieldsMessage(withDate, { images: false });
  const message = onlyMissing
    ? (named ?? messages.invalidInput)
    : (other ?? (problems.length === 1 ? problems[0]!.message : messages.invalidInput));
  return { errors, refusal: { message, problems } };
}

/** 'Update Member Information': the profile fields and, optionally, a new ID picture or signature. */
export function UpdateMemberModal({
  opened,
  onClose,
  member,
  today,
}: {
  opened: boolean;
  onClose: () => void;
  member: MemberDetail;
  today: string;
}) {
  const { t, tr, language } = useMemberTexts();
  const fieldLabels = useMemberFieldLabels();
  const [values, setValues] = useState<MemberFormValues>(() => fromMember(member));
  const [idPicture, setIdPicture] = useState<File | null>(null);
  const [signature, setSignature] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateMember();

  useEffect(() => {
    if (opened) {
      setValues(fromMember(member));
      setIdPicture(null);
      setSignature(null);
      setErrors({});
      setRefusal(null);
    }
  }, [opened, member]);

  // A field's message goes when it changes; the summary stays until the next submit.
  const set: MemberFieldsProps['set'] = (key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _changed, ...rest } = current;
      return rest;
    });
  };

  const refuse = (nextErrors: Record<string, string>, next: Refusal) => {
    setErrors(nextErrors);
    setRefusal(next);
    requestAnimationFrame(() => focusFirstProblem(formRef.current, next.problems));
  };

  const handleSubmit = () => {
    const refused = updateRefusal(values, member, today, fieldLabels, language !== 'en');
    if (refused) {
      refuse(refused.errors, refused.refusal);
      return;
    }
    setRefusal(null);
    update.mutate(
      { id: member.id, data: toMemberFieldsRequest(values), idPicture, signature },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: tr(answer.message) });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          const fields = serverFieldErrors(error, MEMBER_FIELD_ORDER, FIELD_OF_ERROR) as Record<
            string,
            string
          >;
          refuse(fields, {
            message: errorMessage(error),
            problems: fieldProblems(fields, MEMBER_FIELD_ORDER, fieldLabels),
          });
        },
      },
    );
  };

  const fieldProps = { values, set, errors, today };

  return (
    <Modal opened={opened} onClose={onClose} title={t('update.title')} size="xl" centered>
      <ModalForm
        onSubmit={handleSubmit}
        onCancel={onClose}
        submitLabel={t('update.save')}
        submitting={update.isPending}
        error={null}
        refusal={refusal}
        formRef={formRef}
        gap="lg"
      >
        <MemberFieldParts fields={fieldProps} form="update" Part={Part} />
        <Divider />
        <Part title={t('update.documents')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ImageInput
              label={t('update.newIdPicture')}
              kind="idPicture"
              file={idPicture}
              onChange={setIdPicture}
              currentUrl={member.images.idPicture}
            />
            <ImageInput
              label={t('update.newSignature')}
              kind="signature"
              file={signature}
              onChange={setSignature}
              currentUrl={member.images.signature}
            />
          </SimpleGrid>
        </Part>
      </ModalForm>
    </Modal>
  );
}
