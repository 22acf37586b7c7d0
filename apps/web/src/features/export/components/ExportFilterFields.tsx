import { Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  EXPORT_YEAR_MAX,
  EXPORT_YEAR_MIN,
  type ExportFilterType,
  isoWeeksIn,
  MONTH_NAMES,
} from '@portal/domain';

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

const TYPES: { value: ExportFilterType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'year', label: 'Year' },
];

/** All / Month / Week / Year and the matching picker (the year 2000 to 2100). */
export function ExportFilterFields({
  filterType,
  onFilterTypeChange,
  parts,
  onPartsChange,
  yearError,
  disabled,
}: ExportFilterFieldsProps) {
  const weeks =
    typeof parts.year === 'number' && parts.year >= EXPORT_YEAR_MIN && parts.year <= EXPORT_YEAR_MAX
      ? isoWeeksIn(parts.year)
      : 52;
  return (
    <Stack gap="sm">
      <div>
        <Text component="label" id="export-filter-label" size="sm" fw={500} display="block" mb={4}>
          Filter by
        </Text>
        <SegmentedControl
          aria-labelledby="export-filter-label"
          data={TYPES}
          value={filterType}
          onChange={(value) => onFilterTypeChange(value as ExportFilterType)}
          disabled={disabled}
        />
      </div>
      {filterType === 'all' ? (
        <Text size="sm" c="dimmed">
          Every row of the chosen tables, whenever it was created.
        </Text>
      ) : (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label="Year"
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
              label="Month"
              w={170}
              allowDeselect={false}
              data={MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))}
              value={String(parts.month)}
              onChange={(value) => value && onPartsChange({ ...parts, month: Number(value) })}
              disabled={disabled}
            />
          ) : null}
          {filterType === 'week' ? (
            <Select
              label="Week"
              w={130}
              allowDeselect={false}
              data={Array.from({ length: weeks }, (_, i) => ({
                value: String(i + 1),
                label: `Week ${i + 1}`,
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
