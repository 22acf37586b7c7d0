/**
 * Pieces of translated texts for components (issue 26): a sentence with one value set apart (a name in
 * bold), and a form's own messages with the field labels of the chosen language.
 */
import { requiredFieldsMessage } from '@portal/domain';
import { createElement, Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/**
 * A text around one value: the parts before and after the value's place. `text` makes the sentence
 * with the mark it is given in the value's placeholder.
 */
export function splitAround(text: (mark: string) => string): [string, string] {
  const [before = '', after = ''] = text(MARK).split(MARK);
  return [before, after];
}

/** A sentence with one part in bold (a member's name in a question). */
export function withBold(sentence: (mark: string) => string, bold: ReactNode): ReactNode {
  const [before, after] = splitAround(sentence);
  return createElement(Fragment, null, before, createElement('strong', null, bold), after);
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
