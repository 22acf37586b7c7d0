import { Badge, Paper, Progress, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatPesos } from '@portal/domain';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useMemberServices } from './api/get-member-services.ts';
import { STATUS_COLOR, usedPercent } from './format.ts';
import { useServicesTexts } from './texts.ts';

/**
 * What remains of each service at a glance (issue 23 item 2): this membership year's (this month's for
 * the monthly medicines) Remaining of each service, near the top of the profile.
 */
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export function ServicesAtAGlance({ memberId }: { memberId: string }) {
  const { t } = useServicesTexts();
  const services = useMemberServices(memberId);
  return (
    <SectionCard id="services-at-a-glance" title={t('usage.glanceTitle')} compact>
      {services.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs" aria-busy="true">
          {SKELETONS.map((key) => (
            <Skeleton key={key} h={64} radius="md" />
          ))}
        </SimpleGrid>
      ) : services.isError ? (
        <RetryAlert onRetry={() => services.refetch()} />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 2, sm: 3, lg: 4 }}
          spacing="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {services.data.usage.map((u) => {
            const blocked = u.status === 'Depleted' || u.status === 'Ineligible';
            return (
              <Paper component="li" key={u.serviceType} withBorder radius="md" p="xs">
                <Text size="xs" fw={600} lineClamp={1} title={u.serviceType}>
                  {u.serviceType}
                </Text>
                <Text size="sm" fw={700} c={blocked ? 'red.8' : undefined}>
                  {blocked && u.status === 'Ineligible'
                    ? t('usage.notEligible')
                    : t('usage.left', { amount: formatPesos(u.remainingCentavos) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(u.window?.kind === 'month' ? 'usage.ofThisMonth' : 'usage.ofThisYear', {
                    amount: formatPesos(u.maxCentavos),
                  })}
                  {u.status === 'Depleted' ? (
                    <Badge ml={6} size="xs" color={STATUS_COLOR[u.status]} variant="light">
                      {t('statuses.Depleted')}
                    </Badge>
                  ) : null}
                </Text>
                <Progress
                  mt={4}
                  size="xs"
                  value={usedPercent(u.usedCentavos, u.maxCentavos)}
                  color={STATUS_COLOR[u.status]}
                  aria-label={t('usage.usedPercent', {
                    service: u.serviceType,
                    percent: String(usedPercent(u.usedCentavos, u.maxCentavos)),
                  })}
                />
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
