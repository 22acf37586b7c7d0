import { profileText, secondStepMessages } from '@portal/domain';
import { useCatalogueTexts, useMessages } from '../../lib/i18n/area-texts.ts';

/** My Profile's texts in the chosen language (issue 26). */
export const useProfileTexts = () => useCatalogueTexts(profileText, (fil) => fil.profileTextFil);
/** Two-step sign-in's messages in the chosen language. */
export const useSecondStepMessages = () =>
  useMessages(secondStepMessages, (fil) => fil.secondStepMessagesFil);

export { errorsIn, splitAround } from '../../lib/i18n/text-parts.ts';
