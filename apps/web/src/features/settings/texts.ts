import { settingsMessages, settingsText } from '@portal/domain';
import { useCatalogueTexts, useMessages } from '../../lib/i18n/area-texts.ts';

/** The Settings page's and the first-run setup's texts in the chosen language (issue 26). */
export const useSettingsTexts = () => useCatalogueTexts(settingsText, (fil) => fil.settingsTextFil);
/** Settings' messages (office field labels, the server's answers) in the chosen language. */
export const useSettingsMessages = () => useMessages(settingsMessages, (fil) => fil.settingsMessagesFil);

export { errorsIn } from '../../lib/i18n/text-parts.ts';
