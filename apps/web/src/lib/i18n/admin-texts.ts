import {
  adminText,
  backupMessages,
  createTranslator,
  outageMessages,
  type TextKey,
  type TextParams,
} from '@portal/domain';
import { useCatalogueTexts, useMessages } from './area-texts.ts';
import { currentLanguage, loadedFilipino } from './language.ts';

/** The admin pages' shared texts (domain i18n/admin-text.ts) in the chosen language. */
export const useAdminTexts = () => useCatalogueTexts(adminText, (fil) => fil.adminTextFil);

/** The outages' texts (domain outage-messages.ts) in the chosen language. */
export const useOutageMessages = () => useMessages(outageMessages, (fil) => fil.outageMessagesFil);

/** The backups' texts (domain backup-messages.ts) in the chosen language. */
export const useBackupMessages = () => useMessages(backupMessages, (fil) => fil.backupMessagesFil);

const translator = createTranslator(adminText);

/**
 * A shared text in the language pages are in now, for helpers that are not components (a table's
 * column list, a field's props); the component that calls them renders again when the language changes.
 */
export function adminTextNow(key: TextKey<typeof adminText>, params?: TextParams): string {
  const language = currentLanguage();
  if (language === 'fil' && !translator.has('fil')) {
    const loaded = loadedFilipino();
    if (loaded) translator.add('fil', loaded.adminTextFil);
  }
  return translator.t(language, key, params);
}
