import { importText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';

/** Import Members' texts in the chosen language (issue 26). */
export const useImportTexts = () => useCatalogueTexts(importText, (fil) => fil.importTextFil);
