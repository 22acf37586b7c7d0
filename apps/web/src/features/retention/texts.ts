import { retentionMessages } from '@portal/domain';
import { useMessages } from '../../lib/i18n/area-texts.ts';

/** Record retention's texts in the chosen language (issue 26). */
export const useRetentionMessages = () => useMessages(retentionMessages, (fil) => fil.retentionMessagesFil);
