import { renewalsText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';

/** The renewal pages' texts in the chosen language (issue 26). */
export const useRenewalsTexts = () => useCatalogueTexts(renewalsText, (fil) => fil.renewalsTextFil);
