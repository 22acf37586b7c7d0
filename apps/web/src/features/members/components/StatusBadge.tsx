import { Badge } from '@mantine/core';
import type { MembershipStatus } from '@portal/domain';

/** Active (green) or Expired (red) membership. */
export function StatusBadge({
  status,
  size = 'sm',
}: {
  status: MembershipStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge color={status === 'Active' ? 'green' : 'red'} variant="light" size={size}>
      {status}
    </Badge>
  );
}
