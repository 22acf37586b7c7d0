import { Anchor, Text } from '@mantine/core';
import { DEFAULT_RECORD_RETENTION_YEARS } from '@portal/domain';
import { Link } from 'react-router';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useRetentionWorklist } from './api/retention.ts';
import { useRetentionMessages } from './texts.ts';

/** Settings' record retention (DECISIONS 48): the years, read-only (the server's environment), and the worklist. */
export function RetentionSettingsSection() {
  const t = useRetentionMessages();
  const list = useRetentionWorklist(1);
  const years = list.data?.years ?? DEFAULT_RECORD_RETENTION_YEARS;
  return (
    <SectionCard id="retention-heading" title={t.settingsTitle}>
      <Text size="sm">{t.settingsYears(t.yearsLabel(years))}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t.settingsFromEnvironment}
      </Text>
      {list.data ? (
        <Text size="sm" mb="xs">
          {t.dueCount(list.data.total)}
        </Text>
      ) : null}
      <Anchor component={Link} to="/admin/settings/retention" size="sm">
        {t.settingsLink}
      </Anchor>
    </SectionCard>
  );
}
