import { Button } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDataReportMessages } from './texts.ts';

/** The member profile's "Member data report" (DECISIONS 47; shown to head admins only). */
export function DataReportButton({ memberId }: { memberId: string }) {
  const t = useDataReportMessages();
  return (
    <Button
      variant="default"
      leftSection={<IconFileDescription size={16} aria-hidden />}
      component={Link}
      to={`/admin/member/${memberId}/data-report`}
    >
      {t.button}
    </Button>
  );
}
