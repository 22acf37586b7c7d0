import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyNotifications } from './LazyNotifications.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** What every page needs. The query client is a route of its own (QueryLayer), which /login is outside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LazyNotifications position="top-right" limit={3} />
      {children}
    </MantineProvider>
  );
}
