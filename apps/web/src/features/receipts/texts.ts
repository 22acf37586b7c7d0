import { receiptMessages } from '@portal/domain';
import { useMessages } from '../../lib/i18n/area-texts.ts';

/** The acknowledgment receipt's texts in the chosen language (issue 26). */
export const useReceiptMessages = () => useMessages(receiptMessages, (fil) => fil.receiptMessagesFil);
