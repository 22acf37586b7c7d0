import { SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADMIN_TEXT_LIMITS, type MyProfile, profileText } from '@portal/domain';
import {
  AdminContactNumberField,
  type AdminPersonalField,
  AdminPersonalFields,
} from '../../../components/admin-form/AdminPersonalFields.tsx';
import { SaveRow } from '../../../components/SaveRow.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { textLimit } from '../../../components/text-limit.ts';
import { savedOrRefused } from '../../../lib/forms/saved-or-refused.ts';
import { useRefusal } from '../../../lib/forms/use-refusal.ts';
import { useUpdateMyProfile } from '../api/update-my-profile.ts';
import {
  PROFILE_FIELD_ORDER,
  type ProfileValues,
  profileErrors,
  profileFieldLabels,
  profileValues,
  toProfileRequest,
} from '../profile-form.ts';
import { errorsIn, useProfileTexts } from '../texts.ts';

type ProfileField = AdminPersonalField | 'contactNumber';

/** Personal information (DECISIONS 37): the registration form's fields, rules and messages. */
export function PersonalInfoForm({ profile, today }: { profile: MyProfile; today: string }) {
  const save = useUpdateMyProfile();
  const { t, m, tr } = useProfileTexts();
  const labels = profileFieldLabels(t);
  // Each wrong field's message stays under it until it changes; the summary until the next save.
  const refusals = useRefusal(PROFILE_FIELD_ORDER, labels);
  const form = useForm<ProfileValues>({
    initialValues: profileValues(profile),
    validate: (values) =>
      errorsIn(profileErrors(values, today), { english: profileText.fields, shown: labels }, tr),
  });

  const field = (name: ProfileField) => ({ ...form.getInputProps(name), name });

  const send = (values: ProfileValues) => {
    refusals.clear();
    save.mutate(
      toProfileRequest(values),
      savedOrRefused(form, refusals.server, {
        values: (saved: { profile: MyProfile }) => profileValues(saved.profile),
        message: () => m('profileUpdated'),
      }),
    );
  };

  return (
    <SectionCard id="personal-heading" title={t('personal.title')}>
      <form ref={refusals.formRef} noValidate onSubmit={form.onSubmit(send, refusals.invalid)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AdminPersonalFields field={field} today={today} />
            <AdminContactNumberField
              {...field('contactNumber')}
              {...textLimit(form.values.contactNumber, ADMIN_TEXT_LIMITS.contactNumber)}
            />
          </SimpleGrid>
          <SaveRow refusals={refusals} saving={save.isPending}>
            {t('personal.save')}
          </SaveRow>
        </Stack>
      </form>
    </SectionCard>
  );
}
