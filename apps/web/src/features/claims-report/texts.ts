import { claimsReportText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';

/** The claims report's texts in the chosen language (issue 26). */
export const useClaimsReportTexts = () =>
  useCatalogueTexts(claimsReportText, (fil) => fil.claimsReportTextFil);

export type ClaimsReportTexts = ReturnType<typeof useClaimsReportTexts>;
