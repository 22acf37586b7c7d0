import type { AdminResponse, Language, LanguageChoice } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api.ts';
import { useMe } from '../auth/me.ts';
import { meQueryKey } from '../auth/me-key.ts';
import { setLanguage } from './language.ts';

/**
 * A signed-in admin's language (issue 26): the choice saved on their account is applied when the admin
 * pages open; a new choice is saved there (PUT /api/me/language). Answers the switch's `onChosen`.
 */
export function useAdminLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  const saved = useMe().data?.language;
  useEffect(() => {
    if (saved) void setLanguage(saved);
  }, [saved]);
  return (language) => {
    queryClient.setQueryData<AdminResponse>(meQueryKey, (me) => me && { ...me, language });
    api.put<LanguageChoice>('/api/me/language', { language }).catch(() => {
      // Not saved (offline, signed out): the page still shows it; the next choice saves again.
    });
  };
}
