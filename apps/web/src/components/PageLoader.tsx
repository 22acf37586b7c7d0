import { Center, Loader } from '@mantine/core';

/** A centred loader for pages and the session check. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
