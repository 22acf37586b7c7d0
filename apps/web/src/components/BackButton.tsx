import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page header's way back (to the list, the profile, the report): a quiet link with an arrow. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {children}
    </Button>
  );
}
