import { Button, Group } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/domain';
import { setLanguage, useTexts } from '../lib/i18n/language.ts';

/**
 * English | Filipino (issue 26), each name written in its own language. `onChosen` is for a signed-in
 * admin, whose choice is saved on their account; a visitor's stays in this browser.
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (language: Language) => void }) {
  const { language, t } = useTexts();
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          size="compact-sm"
          variant={option === language ? 'light' : 'subtle'}
          aria-pressed={option === language}
          lang={option}
          onClick={() => {
            if (option === language) return;
            void setLanguage(option);
            onChosen?.(option);
          }}
        >
          {LANGUAGE_NAMES[option]}
        </Button>
      ))}
    </Group>
  );
}
