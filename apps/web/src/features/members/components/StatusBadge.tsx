import { Badge } from '@mantine/core';
import { type MembershipStatus, membershipState } from '@portal/domain';

const COLORS = { active: 'green', expiring: 'orange', expired: 'red', archived: 'gray' } as const;

/**
 * The membership's state (issue 23: one vocabulary): Active (green), Expiring in N days (orange),
 * Expired (red) or Archived (grey). Without the dates, the status as the server gave it.
 */
export function StatusBadge({
  status,
  size = 'sm',
  expiryDate,
  archived = false,
  today,
}: {
  status: MembershipStatus;
  size?: 'sm' | 'md' | 'lg';
  expiryDate?: string;
  archived?: boolean;
  /** Today in Manila; with expiryDate, the badge tells an expiry within 30 days. */
  today?: string;
}) {
  const state =
    expiryDate && today
      ? membershipState({ expiryDate, archived }, today)
      : archived
        ? ({ kind: 'archived', label: 'Archived' } as const)
        : status === 'Active'
          ? ({ kind: 'active', label: 'Active' } as const)
          : ({ kind: 'expired', label: 'Expired' } as const);
  return (
    <Badge color={COLORS[state.kind]} variant="light" size={size}>
      {state.label}
    </Badge>
  );
}
