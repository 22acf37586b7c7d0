import { Alert, Button } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconReload } from '@tabler/icons-react';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';

/** A section whose data did not load: 'Member data not loaded. Please try again.' and Try again. */
export function RetryAlert({
  onRetry,
  title = messages.memberDataNotLoaded,
}: {
  onRetry: () => void;
  title?: string;
}) {
  const { t, tr } = useAdminTexts();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={tr(title)}
      icon={<IconReload size={18} aria-hidden />}
    >
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}
