import { profileText, requiredFieldsMessage, secondStepMessages } from '@portal/domain';
import type { ReactNode } from 'react';
import { useCatalogueTexts, useMessages } from '../../lib/i18n/area-texts.ts';

/** My Profile's texts in the chosen language (issue 26). */
export const useProfileTexts = () => useCatalogueTexts(profileText, (fil) => fil.profileTextFil);
/** Two-step sign-in's messages in the chosen language. */
export const useSecondStepMessages = () =>
  useMessages(secondStepMessages, (fil) => fil.secondStepMessagesFil);

const MARK = '\u0001';

/**
 * A text around one value shown in bold: the parts before and after `mark`’s place (the value goes
 * between them, in `<strong>`).
 */
export function splitAround(text: (mark: string) => string): [string, string] {
  const [before = '', after = ''] = text(MARK).split(MARK);
  return [before, after];
}

/**
 * A form's own messages in the chosen language: 'First name is required.' with the field's label in
 * the language ('Kailangan ang Pangalan.'), any other catalogue message through `tr`.
 */
export function errorsIn(
  errors: Record<string, unknown>,
  labels: { english: Readonly<Record<string, string>>; shown: Readonly<Record<string, string>> },
  tr: (text: string) => string,
): Record<string, ReactNode> {
  const out: Record<string, ReactNode> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (typeof message !== 'string') {
      out[key] = message as ReactNode;
      continue;
    }
    const english = labels.english[key];
    const shown = labels.shown[key];
    out[key] =
      english && shown && message === requiredFieldsMessage([english])
        ? tr(requiredFieldsMessage([shown]) ?? message)
        : tr(message);
  }
  return out;
}
