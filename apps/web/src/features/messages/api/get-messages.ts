import type { MessageList } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { type MessageListParams, messageKeys } from './keys.ts';

export function getMessages(params: MessageListParams): Promise<MessageList> {
  return api.get<MessageList>(`/api/messages${queryString({ ...params })}`);
}

/** One page of the outbox, newest first (head admins). Fetched again when shown: statuses move on their own. */
export function useMessages(params: MessageListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: messageKeys.list(params),
    queryFn: () => getMessages(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
