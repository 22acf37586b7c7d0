import { profileText, secondStepMessages, sessionMessages } from '@portal/domain';
import { useCatalogueTexts, useMessages } from '../../lib/i18n/area-texts.ts';

/** My Profile's texts in the chosen language (issue 26). */
export const useProfileTexts = () => useCatalogueTexts(profileText, (fil) => fil.profileTextFil);
/** Two-step sign-in's messages in the chosen language. */
export const useSecondStepMessages = () =>
  useMessages(secondStepMessages, (fil) => fil.secondStepMessagesFil);
/** The sessions lists' messages in the chosen language. */
export const useSessionMessages = () => useMessages(sessionMessages, (fil) => fil.sessionMessagesFil);

const MARK = '\u0001';

/**
 * A text around one value shown in bold: the parts before and after `mark`’s place (the value goes
 * between them, in `<strong>`).
 */
export function splitAround(text: (mark: string) => string): [string, string] {
  const [before = '', after = ''] = text(MARK).split(MARK);
  return [before, after];
}
