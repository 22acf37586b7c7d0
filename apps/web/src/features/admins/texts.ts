import { adminsText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';

/** The Administrators page's texts in the chosen language (issue 26). */
export const useAdminsTexts = () => useCatalogueTexts(adminsText, (fil) => fil.adminsTextFil);

export { splitAround } from '../../lib/i18n/text-parts.ts';
