import { notificationsText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';

/** The notifications' texts (domain i18n/notifications-text.ts) in the chosen language (issue 26). */
export const useNotificationsTexts = () =>
  useCatalogueTexts(notificationsText, (fil) => fil.notificationsTextFil);

export type NotificationsTexts = ReturnType<typeof useNotificationsTexts>;
