import { type membersText, requiredMessage } from '@portal/domain';
import type { ReactNode } from 'react';
import { useMemberTexts, useReachLabels } from '../../lib/i18n/member-texts.ts';
import { MEMBER_FORM_FIELD_LABELS } from './member-form.ts';

type FieldKey = keyof (typeof membersText)['form']['fields'];

const FIELD_KEYS: Record<FieldKey, true> = {
  idNumber: true,
  lastName: true,
  firstName: true,
  middleName: true,
  suffix: true,
  maidenName: true,
  houseStreet: true,
  barangay: true,
  gender: true,
  civilStatus: true,
  dob: true,
  phoneNumber: true,
  idPicture: true,
  signature: true,
  registrationDate: true,
};

const isFieldKey = (key: string): key is FieldKey => key in FIELD_KEYS;

/** The member forms' field labels in the chosen language, by field (MEMBER_FORM_FIELD_LABELS in English). */
export function useMemberFieldLabels(): Record<string, string> {
  const { t } = useMemberTexts();
  const reach = useReachLabels();
  const labels: Record<string, string> = {};
  for (const key of Object.keys(MEMBER_FORM_FIELD_LABELS)) {
    if (isFieldKey(key)) labels[key] = t(`form.fields.${key}`);
  }
  labels.reminderConsent = reach.consentLabel;
  labels.language = reach.languageLabel;
  labels.email = reach.emailLabel;
  return labels;
}

/**
 * A field's message in the chosen language: a catalogue message through `tr`, and 'Last Name is
 * required.' with the field's own label in the language ('Kailangan ang Apelyido.').
 * `englishLabels` are the labels the English messages were made with.
 */
export function useFieldMessage(englishLabels: Readonly<Record<string, string>> = MEMBER_FORM_FIELD_LABELS) {
  const { t, tr, language } = useMemberTexts();
  return (key: string, message: ReactNode): ReactNode => {
    if (typeof message !== 'string' || language === 'en') return message;
    const label = englishLabels[key];
    if (label && isFieldKey(key) && message === requiredMessage(label)) {
      return tr(requiredMessage(t(`form.fields.${key}`)));
    }
    return tr(message);
  };
}
