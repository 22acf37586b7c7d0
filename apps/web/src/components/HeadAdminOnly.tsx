import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader.tsx';

/**
 * A head admins' page opened by another admin: the page's heading (or its own `header`) and a note
 * saying whose page it is.
 */
export function HeadAdminOnly({
  title,
  header,
  message,
}: {
  title?: string;
  header?: ReactNode;
  message: string;
}) {
  return (
    <>
      {header ?? <PageHeader title={title ?? ''} />}
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} maw={640}>
        {message}
      </Alert>
    </>
  );
}
