import { reachLabels, reachMessages } from '@portal/domain';
import { useMessages } from '../../lib/i18n/area-texts.ts';

/** The message templates page's labels in the chosen language (issue 26); the templates themselves are data. */
export const useReachLabels = () => useMessages(reachLabels, (fil) => fil.reachLabelsFil);

/** The reminders' sentences (refusals, the head-admin notice) in the chosen language. */
export const useReachMessages = () => useMessages(reachMessages, (fil) => fil.reachMessagesFil);
