import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A list's CSV download (activity log, access log, reports, claims report): a link to `href`, or,
 * while a filter is refused (`href` undefined), the same button greyed that does nothing.
 */
export function CsvDownloadButton({ href, children }: { href: string | undefined; children: ReactNode }) {
  const refused = href === undefined;
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      aria-disabled={refused}
      data-disabled={refused || undefined}
      onClick={(event) => {
        if (refused) event.preventDefault();
      }}
    >
      {children}
    </Button>
  );
}
