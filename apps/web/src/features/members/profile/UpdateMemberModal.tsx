import { Divider, Modal, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type MemberDetail, validateMemberRegistration } from '@portal/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { ImageInput } from '../../../components/member-form/ImageInput.tsx';
import {
  AddressFields,
  ContactFields,
  DemographicsFields,
  type MemberFieldsProps,
  PersonalFields,
} from '../../../components/member-form/MemberFields.tsx';
import {
  type MemberFormValues,
  missingFieldKeys,
  toMemberFieldsRequest,
} from '../../../components/member-form/member-form.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
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
  const [values, setValues] = useState<MemberFormValues>(() => fromMember(member));
  const [idPicture, setIdPicture] = useState<File | null>(null);
  const [signature, setSignature] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateMember();

  useEffect(() => {
    if (opened) {
      setValues(fromMember(member));
      setIdPicture(null);
      setSignature(null);
      setInvalid(new Set());
      setProblem(null);
    }
  }, [opened, member]);

  const set: MemberFieldsProps['set'] = (key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblem(null);
    setInvalid((current) => {
      if (!current.has(key)) return current;
      const next = new Set(current);
      next.delete(key);
      return next;
    });
  };

  const handleSubmit = () => {
    // The registration date never changes here; it is passed so the shared rules can run.
    const check = validateMemberRegistration(
      { ...values, registrationDate: member.registrationDate },
      today,
      { images: false },
    );
    if (!check.ok && check.code !== 'REGISTRATION_DATE_OUT_OF_WINDOW') {
      setProblem(check.message);
      const missing = missingFieldKeys(
        { ...values, registrationDate: member.registrationDate },
        { images: false },
      );
      setInvalid(new Set(missing.length > 0 ? missing : check.field ? [check.field] : []));
      return;
    }
    update.mutate(
      { id: member.id, data: toMemberFieldsRequest(values), idPicture, signature },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          setProblem(errorMessage(error));
          if (isApiError(error)) {
            const fields = new Set(Object.keys(error.fields));
            const field = FIELD_OF_ERROR[error.code];
            if (field) fields.add(field);
            setInvalid(fields);
          }
        },
      },
    );
  };

  const fieldProps = { values, set, invalid, today };

  return (
    <Modal opened={opened} onClose={onClose} title="Update Member Information" size="xl" centered>
      <ModalForm
        onSubmit={handleSubmit}
        onCancel={onClose}
        submitLabel="Save changes"
        submitting={update.isPending}
        error={problem}
        gap="lg"
      >
        <Part title="Personal Information">
          <PersonalFields {...fieldProps} />
        </Part>
        <Part title="Address">
          <AddressFields {...fieldProps} />
        </Part>
        <Part title="Demographics">
          <DemographicsFields {...fieldProps} />
        </Part>
        <Part title="Contact">
          <ContactFields {...fieldProps} />
        </Part>
        <Divider />
        <Part title="Documents (optional)">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ImageInput
              label="New ID Picture"
              kind="idPicture"
              file={idPicture}
              onChange={setIdPicture}
              currentUrl={member.images.idPicture}
            />
            <ImageInput
              label="New E-signature"
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
