import { ACTIVITY_ACTIONS } from '@portal/domain';
import {
  type AdminOption,
  LogAdminFilter,
  LogFilterBar,
  type LogFiltersProps,
} from '../../../components/ListFilters.tsx';
import type { ActivityLogFilters } from '../api/keys.ts';
import { useActivityActionLabels, useActivityTexts } from '../texts.ts';

interface ActivityFiltersProps extends LogFiltersProps<ActivityLogFilters> {
  /** Head admins choose whose entries; absent for other admins, who see their own. */
  admins?: AdminOption[];
}

/** Whose entries (head admins), which action, which member (reference number) and which days. */
export function ActivityFilters({ admins, ...bar }: ActivityFiltersProps) {
  const { t } = useActivityTexts();
  const actionLabels = useActivityActionLabels();
  const actionOptions = [
    { value: '', label: t('filters.allActions') },
    ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: actionLabels[action] })),
  ];
  return (
    <LogFilterBar
      {...bar}
      label={t('filters.label')}
      clearLabel={t('filters.clear')}
      memberLabel={t('filters.member')}
      memberPlaceholder={t('filters.memberPlaceholder')}
      referenceOnly
      fromLabel={t('filters.from')}
      toLabel={t('filters.to')}
      memberSpan={{ base: 24, sm: 12, lg: admins ? 5 : 8 }}
      datesSpan={{ base: 24, sm: 12, lg: 8 }}
      selects={[
        {
          name: 'action',
          label: t('filters.action'),
          data: actionOptions,
          span: { base: 24, sm: 12, lg: admins ? 6 : 8 },
        },
      ]}
    >
      {admins ? (
        <LogAdminFilter
          bar={bar}
          label={t('filters.admin')}
          admins={admins}
          span={{ base: 24, sm: 12, lg: 5 }}
        />
      ) : null}
    </LogFilterBar>
  );
}
