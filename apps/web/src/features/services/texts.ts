import { servicesText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';

/** The services pages' texts in the chosen language (issue 26). */
export const useServicesTexts = () => useCatalogueTexts(servicesText, (fil) => fil.servicesTextFil);

export type ServicesTexts = ReturnType<typeof useServicesTexts>;
