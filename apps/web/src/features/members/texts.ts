import {
  cardDocumentList,
  type IdCardDocument,
  idCardMessages,
  idCardRefusals,
  retentionMessages,
} from '@portal/domain';
import { useMessages } from '../../lib/i18n/area-texts.ts';
import type { MemberTexts } from '../../lib/i18n/member-texts.ts';

/** The ID cards' texts and refusals (domain id-card-messages.ts) in the chosen language. */
export const useIdCardMessages = () => useMessages(idCardMessages, (fil) => fil.idCardMessagesFil);
export const useIdCardRefusals = () => useMessages(idCardRefusals, (fil) => fil.idCardRefusalsFil);

/** Record retention's texts shown on a profile whose personal data was removed. */
export const useRetentionMessages = () => useMessages(retentionMessages, (fil) => fil.retentionMessagesFil);

/** 'photo, signature and QR code' in the chosen language (English: the domain's own list). */
export function documentList({ t, language }: MemberTexts, documents: readonly IdCardDocument[]): string {
  if (language === 'en') return cardDocumentList(documents);
  const labels = documents.map((document) => t(`labels.documents.${document}`));
  if (labels.length <= 1) return labels.join('');
  return t('labels.listLast', { first: labels.slice(0, -1).join(', '), last: labels[labels.length - 1]! });
}
