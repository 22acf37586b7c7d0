import { exportText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';

/** Export Database's texts in the chosen language (issue 26). */
export const useExportTexts = () => useCatalogueTexts(exportText, (fil) => fil.exportTextFil);
