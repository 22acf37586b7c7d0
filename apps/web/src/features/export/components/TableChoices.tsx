import { Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import { EXPORT_TABLES, type ExportTable } from '@portal/domain';
import { useExportTexts } from '../texts.ts';

interface TableChoicesProps {
  value: ExportTable[];
  onChange: (tables: ExportTable[]) => void;
  /** Rows per table for the current filter, when known. */
  rows?: Partial<Record<ExportTable, number>>;
  disabled?: boolean;
}

/** The seven tables, all checked by default (spec 3, 9). */
export function TableChoices({ value, onChange, rows, disabled }: TableChoicesProps) {
  const { t } = useExportTexts();
  return (
    <Checkbox.Group
      label={t('tables.label')}
      description={t('tables.description')}
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
                <span>{t(`tables.names.${table}`)}</span>
                {rows?.[table] !== undefined ? (
                  <Text span size="xs" c="dimmed">
                    ({t('page.rows', { count: rows[table]! })})
                  </Text>
                ) : null}
              </Group>
            }
            description={t(`tables.descriptions.${table}`)}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
