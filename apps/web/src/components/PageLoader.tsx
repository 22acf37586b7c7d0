import { Center, Loader } from '@mantine/core';
import { useTexts } from '../lib/i18n/language.ts';

/**
 * A centred loader for pages and the session check. Its label is a catalogue text (admin-text.ts
 * `common.loading` by default), shown through `tr`: the login page, which shows it first, carries no
 * admin catalogue.
 */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  const { tr } = useTexts();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={tr(label)} />
    </Center>
  );
}
