import type { MessageAction } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { messageKeys } from './keys.ts';

export type MessageActionKind = 'retry' | 'cancel';

/** POST /api/messages/:id/retry (a failed one) or /cancel (a queued one). */
export function messageAction({
  id,
  action,
}: {
  id: string;
  action: MessageActionKind;
}): Promise<MessageAction> {
  return api.post<MessageAction>(`/api/messages/${encodeURIComponent(id)}/${action}`);
}

/**
 * Sends a failed message again or cancels a queued one (409 with the catalogue's message when its
 * status moved meanwhile). Every messages list is fetched again afterwards, after a refusal too.
 */
export function useMessageAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messageAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
