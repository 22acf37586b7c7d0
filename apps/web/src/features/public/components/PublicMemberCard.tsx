import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicMember } from '@portal/domain';
import { formatDate } from '../../../lib/dates.ts';
import { useTexts } from '../../../lib/i18n/language.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** DECISIONS 22: full name, reference number, Active or Expired, registration and expiry dates. */
export function PublicMemberCard({ member }: { member: PublicMember }) {
  const { t, locale } = useTexts();
  const active = member.status === 'Active';
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="article"
      aria-labelledby="member-name"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('card.member')}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 26 }} id="member-name">
              {member.fullName}
            </Title>
          </div>
          <Badge size="lg" color={active ? 'green' : 'red'} variant="filled" style={{ flexShrink: 0 }}>
            {t(`card.status.${member.status}`)}
          </Badge>
        </Group>
        <Divider />
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <Fact label={t('card.referenceNumber')} value={member.referenceNumber} />
          <Fact label={t('card.registrationDate')} value={formatDate(member.registrationDate, locale)} />
          <Fact label={t('card.expiryDate')} value={formatDate(member.expiryDate, locale)} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
