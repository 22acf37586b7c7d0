import type { MessageTemplates } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const messageTemplateKeys = { all: ['message-templates'] as const };

export function getMessageTemplates(): Promise<MessageTemplates> {
  return api.get<MessageTemplates>('/api/message-templates');
}

/** Every member message template in force and the office they name (head admins only). */
export function useMessageTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: messageTemplateKeys.all, queryFn: getMessageTemplates, enabled });
}
