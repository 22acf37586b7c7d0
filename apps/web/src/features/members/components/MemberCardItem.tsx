import { Card, Group, Stack, Text } from '@mantine/core';
import type { MemberCard } from '@portal/domain';
import type { ReactNode } from 'react';
import { FactRow } from '../../../components/FactRow.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useToday } from '../../../lib/hooks/use-today.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import { DocumentsMissingBadge } from './DocumentsMissingBadge.tsx';
import { MemberPhoto } from './MemberPhoto.tsx';

/** One member in the grid: photo, name, numbers, barangay, status and expiry, then the actions. */
export function MemberCardItem({
  member,
  extra,
  actions,
}: {
  member: MemberCard;
  extra?: ReactNode;
  actions: ReactNode;
}) {
  const { t, locale } = useMemberTexts();
  const [today] = useToday();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={member.fullName}>
      <Group wrap="nowrap" align="flex-start" gap="md" mb="sm">
        <MemberPhoto url={member.photoUrl} fullName={member.fullName} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text fw={650} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
            {member.fullName}
          </Text>
          <Group gap={6}>
            <StatusBadge
              status={member.status}
              expiryDate={member.expiryDate}
              archived={Boolean(member.archivedAt)}
              today={today}
            />
            {member.documentsMissing ? <DocumentsMissingBadge /> : null}
          </Group>
        </Stack>
      </Group>
      <Stack gap={2} mb="md">
        <FactRow label={t('card.idNumber')}>{member.idNumber}</FactRow>
        <FactRow label={t('card.referenceNo')}>
          <Text span size="sm" ff="monospace">
            {member.referenceNumber}
          </Text>
        </FactRow>
        <FactRow label={t('card.barangay')}>{member.barangay}</FactRow>
        <FactRow label={t('card.expiryDate')}>{formatDate(member.expiryDate, locale)}</FactRow>
        {extra}
      </Stack>
      <Group gap="xs" mt="auto" grow>
        {actions}
      </Group>
    </Card>
  );
}
