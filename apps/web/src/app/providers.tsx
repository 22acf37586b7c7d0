import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { frameText } from '@portal/domain';
import { type ReactNode, useMemo } from 'react';
import { useTexts } from '../lib/i18n/language.ts';
import { LazyNotifications } from './LazyNotifications.tsx';
import { cssVariablesResolver, theme, themeWith } from './theme.ts';

/** What every page needs. The query client is a route of its own (QueryLayer), which /login is outside. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { language, tr } = useTexts();
  // Mantine's own buttons named in the page's language (frame-text.ts through `tr`).
  const themed = useMemo(
    () =>
      language === 'en'
        ? theme
        : themeWith({
            showTypedCharacters: tr(frameText.showTypedCharacters),
            closeDialog: tr(frameText.closeDialog),
            closeNotification: tr(frameText.closeNotification),
          }),
    [language, tr],
  );
  return (
    <MantineProvider theme={themed} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LazyNotifications position="top-right" limit={3} />
      {children}
    </MantineProvider>
  );
}
