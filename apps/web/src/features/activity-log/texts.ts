import { ACTIVITY_ACTION_LABELS, activityText } from '@portal/domain';
import { useCatalogueTexts, useMessages } from '../../lib/i18n/area-texts.ts';

/** The Activity Log's texts in the chosen language (issue 26). */
export const useActivityTexts = () => useCatalogueTexts(activityText, (fil) => fil.activityTextFil);

/** How each action is named (the filter, each entry's badge) in the chosen language. */
export const useActivityActionLabels = () =>
  useMessages(ACTIVITY_ACTION_LABELS, (fil) => fil.activityActionLabelsFil);
