import { accessLogMessages } from '@portal/domain';
import { useMessages } from '../../lib/i18n/area-texts.ts';

/** The access log's texts in the chosen language (issue 26). */
export const useAccessLogMessages = () => useMessages(accessLogMessages, (fil) => fil.accessLogMessagesFil);
