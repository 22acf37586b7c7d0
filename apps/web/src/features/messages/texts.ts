import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  messageListLabels,
  messageListMessages,
} from '@portal/domain';
import { useMessages } from '../../lib/i18n/area-texts.ts';

/** The Messages page's sentences in the chosen language (issue 26). */
export const useMessageListMessages = () =>
  useMessages(messageListMessages, (fil) => fil.messageListMessagesFil);

/** The Messages page's labels in the chosen language. */
export const useMessageListLabels = () => useMessages(messageListLabels, (fil) => fil.messageListLabelsFil);

/** A message's status, channel and kind in words, in the chosen language. */
export function useMessageWords() {
  const status = useMessages(MESSAGE_STATUS_LABELS, (fil) => fil.messageStatusLabelsFil);
  const channel = useMessages(MESSAGE_CHANNEL_LABELS, (fil) => fil.messageChannelLabelsFil);
  const kinds = useMessages(MESSAGE_KIND_LABELS, (fil) => fil.messageKindLabelsFil);
  return {
    status,
    channel,
    /** A kind's label; one this version does not know keeps the server's label. */
    kind: (kind: string, fallback: string) => kinds[kind] ?? fallback,
  };
}
