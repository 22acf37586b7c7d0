import { requiredFieldsMessage, settingsMessages, settingsText } from '@portal/domain';
import type { ReactNode } from 'react';
import { useCatalogueTexts, useMessages } from '../../lib/i18n/area-texts.ts';

/** The Settings page's and the first-run setup's texts in the chosen language (issue 26). */
export const useSettingsTexts = () => useCatalogueTexts(settingsText, (fil) => fil.settingsTextFil);
/** Settings' messages (office field labels, the server's answers) in the chosen language. */
export const useSettingsMessages = () => useMessages(settingsMessages, (fil) => fil.settingsMessagesFil);

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
