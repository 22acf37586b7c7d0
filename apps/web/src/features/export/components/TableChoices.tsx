import { Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import {
  EXPORT_TABLE_DESCRIPTIONS,
  EXPORT_TABLE_LABELS,
  EXPORT_TABLES,
  type ExportTable,
  rowCount,
} from '@portal/domain';

interface TableChoicesProps {
  value: ExportTable[];
  onChange: (tables: ExportTable[]) => void;
  /** Rows per table for the current filter, when known. */
  rows?: Partial<Record<ExportTable, number>>;
  disabled?: boolean;
}

/** The seven tables, all checked by default (spec 3, 9). */
export function TableChoices({ value, onChange, rows, disabled }: TableChoicesProps) {
  return (
    <Checkbox.Group
      label="Tables"
      description="The tables the SQL file holds."
      value={value}
      onChange={(checked) => onChange(EXPORT_TABLES.filter((t) => checked.includes(t)))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {EXPORT_TABLES.map((table) => (
          <Checkbox
            key={table}
            value={table}
            disabled={disabled}
            label={
              <Group gap={6} wrap="wrap">
                <span>{EXPORT_TABLE_LABELS[table]}</span>
                {rows?.[table] !== undefined ? (
                  <Text span size="xs" c="dimmed">
                    ({rowCount(rows[table]!)})
                  </Text>
                ) : null}
              </Group>
            }
            description={EXPORT_TABLE_DESCRIPTIONS[table]}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
