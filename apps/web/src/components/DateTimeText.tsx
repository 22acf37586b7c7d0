import { Text } from '@mantine/core';
import { formatDateTime } from '../lib/dates.ts';
import { useTexts } from '../lib/i18n/language.ts';

/** A log entry's moment ('5 Mar 2025, 2:30 PM') as a `<time>` on one line, machine-readable in `dateTime`. */
export function DateTimeText({ at }: { at: string }) {
  const { locale } = useTexts();
  return (
    <Text component="time" dateTime={at} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(at, locale)}
    </Text>
  );
}
