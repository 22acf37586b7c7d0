import { Badge } from '@mantine/core';
import { type MembershipStatus, membershipState, type ReportStatus } from '@portal/domain';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';

/**
 * One colour per state, wherever a member's status shows (issue 23: one vocabulary): Active is
 * green on the members' pages and in the reports alike, Expired red, Expiring and High Claims
 * orange (both ask for attention), Archived and No Claims grey.
 */
const MEMBERSHIP_COLORS = { active: 'green', expiring: 'orange', expired: 'red', archived: 'gray' } as const;

/** Each report status's colour: the same on the cards, the statistics and the table. */
export const REPORT_STATUS_COLORS: Record<ReportStatus, string> = {
  Active: MEMBERSHIP_COLORS.active,
  'High Claims': 'orange',
  'No Claims': 'gray',
  Expired: MEMBERSHIP_COLORS.expired,
};

type MembershipBadgeProps = {
  status: MembershipStatus;
  size?: 'sm' | 'md' | 'lg';
  expiryDate?: string;
  archived?: boolean;
  /** Today in Manila; with expiryDate, the badge tells an expiry within 30 days. */
  today?: string;
};

/**
 * A member's status as a badge. The membership's state: Active, Expiring in N days, Expired or
 * Archived (without the dates, the status as the server gave it); or, given `reportStatus`, the
 * member's report status (spec 4) by its claims-state name, sized for the report's table.
 */
export function StatusBadge(props: MembershipBadgeProps | { reportStatus: ReportStatus }) {
  const { t } = useAdminTexts();
  if ('reportStatus' in props) {
    return (
      <Badge
        color={REPORT_STATUS_COLORS[props.reportStatus]}
        variant="light"
        radius="sm"
        tt="none"
        styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      >
        {t(`status.report.${props.reportStatus}`)}
      </Badge>
    );
  }
  const { status, size = 'sm', expiryDate, archived = false, today } = props;
  const state =
    expiryDate && today
      ? membershipState({ expiryDate, archived }, today)
      : archived
        ? ({ kind: 'archived' } as const)
        : status === 'Active'
          ? ({ kind: 'active' } as const)
          : ({ kind: 'expired' } as const);
  return (
    <Badge color={MEMBERSHIP_COLORS[state.kind]} variant="light" size={size}>
      {state.kind === 'expiring' ? t('status.expiring', { count: state.days }) : t(`status.${state.kind}`)}
    </Badge>
  );
}
