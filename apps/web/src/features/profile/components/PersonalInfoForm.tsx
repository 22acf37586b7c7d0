import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ADMIN_TEXT_LIMITS, type MyProfile, messages } from '@portal/domain';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  AdminContactNumberField,
  type AdminPersonalField,
  AdminPersonalFields,
} from '../../../components/admin-form/AdminPersonalFields.tsx';
import { ErrorSummary } from '../../../components/ErrorSummary.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { textLimit } from '../../../components/text-limit.ts';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import {
  fieldProblems,
  focusField,
  focusFirstProblem,
  type Refusal,
  serverFieldErrors,
} from '../../../lib/forms/refusal.ts';
import { useUpdateMyProfile } from '../api/update-my-profile.ts';
import {
  PROFILE_FIELD_LABELS,
  PROFILE_FIELD_ORDER,
  type ProfileValues,
  profileErrors,
  profileValues,
  toProfileRequest,
} from '../profile-form.ts';

type ProfileField = AdminPersonalField | 'contactNumber';

/** Personal information (DECISIONS 37): the registration form's fields, rules and messages. */
export function PersonalInfoForm({ profile, today }: { profile: MyProfile; today: string }) {
  const save = useUpdateMyProfile();
  // Each wrong field's message stays under it until it changes; the summary until the next save.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ProfileValues>({
    initialValues: profileValues(profile),
    validate: (values) => profileErrors(values, today),
  });

  const field = (name: ProfileField) => ({ ...form.getInputProps(name), name });

  const showRefusal = (next: Refusal) => {
    setRefusal(next);
    requestAnimationFrame(() => focusFirstProblem(formRef.current, next.problems));
  };

  const send = (values: ProfileValues) => {
    setRefusal(null);
    save.mutate(toProfileRequest(values), {
      onSuccess: (saved) => {
        const next = profileValues(saved.profile);
        form.setValues(next);
        form.resetDirty(next);
        notifications.show({ color: 'green', message: messages.profileUpdated });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        const errors = serverFieldErrors(error, PROFILE_FIELD_ORDER);
        form.setErrors(errors);
        showRefusal({
          message: errorMessage(error),
          problems: fieldProblems(errors, PROFILE_FIELD_ORDER, PROFILE_FIELD_LABELS),
        });
      },
    });
  };

  const refuse = (errors: Record<string, unknown>) => {
    const problems = fieldProblems(
      errors as Record<string, string>,
      PROFILE_FIELD_ORDER,
      PROFILE_FIELD_LABELS,
    );
    showRefusal({ message: problems.length === 1 ? problems[0]!.message : messages.invalidInput, problems });
  };

  return (
    <SectionCard id="personal-heading" title="Personal information">
      <form ref={formRef} noValidate onSubmit={form.onSubmit(send, refuse)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AdminPersonalFields field={field} today={today} />
            <AdminContactNumberField
              {...field('contactNumber')}
              {...textLimit(form.values.contactNumber, ADMIN_TEXT_LIMITS.contactNumber)}
            />
          </SimpleGrid>
          <ErrorSummary refusal={refusal} onSelect={(path) => focusField(formRef.current, path)} />
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
