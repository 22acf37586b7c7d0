import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type MyProfile, messages } from '@portal/domain';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  AdminContactNumberField,
  type AdminPersonalField,
  AdminPersonalFields,
} from '../../../components/admin-form/AdminPersonalFields.tsx';
import { FormAlert, type FormAlertState } from '../../../components/FormAlert.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useUpdateMyProfile } from '../api/update-my-profile.ts';
import {
  fieldMarks,
  type ProfileValues,
  profileErrors,
  profileValues,
  toProfileRequest,
} from '../profile-form.ts';

type ProfileField = AdminPersonalField | 'contactNumber';

/** Personal information (DECISIONS 37): the registration form's fields, rules and messages. */
export function PersonalInfoForm({ profile, today }: { profile: MyProfile; today: string }) {
  const save = useUpdateMyProfile();
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ProfileValues>({
    initialValues: profileValues(profile),
    validate: (values) => profileErrors(values, today),
  });

  const field = (name: ProfileField) => ({ ...form.getInputProps(name), name });

  const send = (values: ProfileValues) => {
    setAlert(null);
    save.mutate(toProfileRequest(values), {
      onSuccess: (saved) => {
        const next = profileValues(saved.profile);
        form.setValues(next);
        form.resetDirty(next);
        notifications.show({ color: 'green', message: messages.profileUpdated });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        const message = errorMessage(error);
        setAlert({ kind: 'error', message });
        if (isApiError(error)) form.setErrors(fieldMarks(error.fields, message));
      },
    });
  };

  const refuse = (errors: Record<string, unknown>) => {
    setAlert(null);
    const first = Object.keys(errors)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <SectionCard id="personal-heading" title="Personal information">
      <form ref={formRef} noValidate onSubmit={form.onSubmit(send, refuse)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AdminPersonalFields field={field} today={today} />
            <AdminContactNumberField {...field('contactNumber')} />
          </SimpleGrid>
          <FormAlert state={alert} />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
