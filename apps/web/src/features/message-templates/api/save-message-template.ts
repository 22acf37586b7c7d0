import type { MessageTemplateParams, MessageTemplateSave, MessageTemplateView } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { messageTemplateKeys } from './get-message-templates.ts';

export type SaveMessageTemplate = MessageTemplateParams & MessageTemplateSave;

export function saveMessageTemplate({ kind, channel, language, ...body }: SaveMessageTemplate) {
  return api.put<MessageTemplateView>(`/api/message-templates/${kind}/${channel}/${language}`, body);
}

/** PUT one template; the list is read again. */
export function useSaveMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessageTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageTemplateKeys.all }),
  });
}
