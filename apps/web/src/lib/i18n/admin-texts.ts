import { adminText } from '@portal/domain';
import { useCatalogueTexts } from './area-texts.ts';

/** The admin pages' shared texts (domain i18n/admin-text.ts) in the chosen language. */
export const useAdminTexts = () => useCatalogueTexts(adminText, (fil) => fil.adminTextFil);
