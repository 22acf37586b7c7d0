import { ACCESS_KINDS } from '@portal/domain';
import {
  type AdminOption,
  LogAdminFilter,
  LogFilterBar,
  type LogFiltersProps,
} from '../../../components/ListFilters.tsx';
import type { AccessLogFilters } from '../api/keys.ts';
import { useAccessLogMessages } from '../texts.ts';

interface AccessFiltersProps extends LogFiltersProps<AccessLogFilters> {
  admins: AdminOption[];
}

/** Who read, what, which member (reference number) and which days. */
export function AccessFilters({ admins, ...bar }: AccessFiltersProps) {
  const t = useAccessLogMessages();
  const kindOptions = [
    { value: '', label: t.filterKindAll },
    ...ACCESS_KINDS.map((kind) => ({ value: kind, label: t.kindLabels[kind] })),
  ];
  return (
    <LogFilterBar
      {...bar}
      label={t.filtersLabel}
      clearLabel={t.clearFilters}
      memberLabel={t.filterMember}
      memberPlaceholder={t.filterMemberPlaceholder}
      referenceOnly
      fromLabel={t.filterFrom}
      toLabel={t.filterTo}
      memberSpan={{ base: 24, sm: 12, lg: 5 }}
      datesSpan={{ base: 24, sm: 12, lg: 8 }}
      selects={[{ name: 'kind', label: t.filterKind, data: kindOptions, span: { base: 24, sm: 12, lg: 6 } }]}
    >
      <LogAdminFilter bar={bar} label={t.filterAdmin} admins={admins} span={{ base: 24, sm: 12, lg: 5 }} />
    </LogFilterBar>
  );
}
