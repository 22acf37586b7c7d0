import { Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  EXPORT_YEAR_MAX,
  EXPORT_YEAR_MIN,
  type ExportFilterType,
  isoWeeksIn,
  MONTH_NAMES,
} from '@portal/domain';
import { useExportTexts } from '../texts.ts';

/** The picker's parts; the filter value is made of them. */
export interface PeriodParts {
  year: number | '';
  month: number;
  week: number;
}

interface ExportFilterFieldsProps {
  filterType: ExportFilterType;
  onFilterTypeChange: (type: ExportFilterType) => void;
  parts: PeriodParts;
  onPartsChange: (parts: PeriodParts) => void;
  yearError?: string;
  disabled?: boolean;
}

const TYPES: ExportFilterType[] = ['all', 'month', 'week', 'year'];

/** A month's name in the locale ('March', 'Marso'); English as the domain writes it. */
function monthName(index: number, locale: string): string {
  if (locale === 'en-PH') return MONTH_NAMES[index] ?? '';
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, index, 1)),
  );
}

/** All / Month / Week / Year and the matching picker (the year 2000 to 2100). */
export function ExportFilterFields({
  filterType,
  onFilterTypeChange,
  parts,
  onPartsChange,
  yearError,
  disabled,
}: ExportFilterFieldsProps) {
  const { t, locale } = useExportTexts();
  const weeks =
    typeof parts.year === 'number' && parts.year >= EXPORT_YEAR_MIN && parts.year <= EXPORT_YEAR_MAX
      ? isoWeeksIn(parts.year)
      : 52;
  return (
    <Stack gap="sm">
      <div>
        <Text component="label" id="export-filter-label" size="sm" fw={500} display="block" mb={4}>
          {t('filter.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="export-filter-label"
          data={TYPES.map((value) => ({ value, label: t(`filter.${value}`) }))}
          value={filterType}
          onChange={(value) => onFilterTypeChange(value as ExportFilterType)}
          disabled={disabled}
        />
      </div>
      {filterType === 'all' ? (
        <Text size="sm" c="dimmed">
          {t('filter.allHint')}
        </Text>
      ) : (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label={t('filter.year')}
            w={120}
            min={EXPORT_YEAR_MIN}
            max={EXPORT_YEAR_MAX}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            value={parts.year}
            onChange={(value) => onPartsChange({ ...parts, year: typeof value === 'number' ? value : '' })}
            error={yearError}
            disabled={disabled}
          />
          {filterType === 'month' ? (
            <Select
              label={t('filter.month')}
              w={170}
              allowDeselect={false}
              data={MONTH_NAMES.map((_, index) => ({
                value: String(index + 1),
                label: monthName(index, locale),
              }))}
              value={String(parts.month)}
              onChange={(value) => value && onPartsChange({ ...parts, month: Number(value) })}
              disabled={disabled}
            />
          ) : null}
          {filterType === 'week' ? (
            <Select
              label={t('filter.week')}
              w={130}
              allowDeselect={false}
              data={Array.from({ length: weeks }, (_, i) => ({
                value: String(i + 1),
                label: t('filter.weekNumber', { week: i + 1 }),
              }))}
              value={String(Math.min(parts.week, weeks))}
              onChange={(value) => value && onPartsChange({ ...parts, week: Number(value) })}
              disabled={disabled}
            />
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
