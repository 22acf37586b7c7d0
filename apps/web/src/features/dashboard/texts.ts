import { dashboardText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';

/** The dashboard's texts (domain i18n/dashboard-text.ts) in the chosen language (issue 26). */
export const useDashboardTexts = () => useCatalogueTexts(dashboardText, (fil) => fil.dashboardTextFil);

export type DashboardTexts = ReturnType<typeof useDashboardTexts>;
