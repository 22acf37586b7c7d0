import { Alert, Button } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconReload } from '@tabler/icons-react';

/** A section whose data did not load: 'Member data not loaded. Please try again.' and Try again. */
export function RetryAlert({
  onRetry,
  title = messages.memberDataNotLoaded,
}: {
  onRetry: () => void;
  title?: string;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconReload size={18} aria-hidden />}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
