import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS } from '@portal/domain';
import {
  type AdminOption,
  LogAdminFilter,
  LogFilterBar,
  type LogFiltersProps,
} from '../../../components/ListFilters.tsx';
import type { ActivityLogFilters } from '../api/keys.ts';

interface ActivityFiltersProps extends LogFiltersProps<ActivityLogFilters> {
  /** Head admins choose whose entries; absent for other admins, who see their own. */
  admins?: AdminOption[];
}

const actionOptions = [
  { value: '', label: 'All actions' },
  ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: ACTIVITY_ACTION_LABELS[action] })),
];

/** Whose entries (head admins), which action, which member (reference number) and which days. */
export function ActivityFilters({ admins, ...bar }: ActivityFiltersProps) {
  return (
    <LogFilterBar
      {...bar}
      label="Filter the activity log"
      clearLabel="Clear filters"
      memberLabel="Member reference"
      memberPlaceholder="REF-…"
      referenceOnly
      fromLabel="From"
      toLabel="To"
      memberSpan={{ base: 24, sm: 12, lg: admins ? 5 : 8 }}
      datesSpan={{ base: 24, sm: 12, lg: 8 }}
      selects={[
        {
          name: 'action',
          label: 'Action',
          data: actionOptions,
          span: { base: 24, sm: 12, lg: admins ? 6 : 8 },
        },
      ]}
    >
      {admins ? (
        <LogAdminFilter bar={bar} label="Administrator" admins={admins} span={{ base: 24, sm: 12, lg: 5 }} />
      ) : null}
    </LogFilterBar>
  );
}
