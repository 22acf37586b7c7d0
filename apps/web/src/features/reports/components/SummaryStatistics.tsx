import { Badge, Box, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatPesos, REPORT_STATUSES, type ReportSummary } from '@portal/domain';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { REPORT_STATUS_COLORS } from '../../../components/StatusBadge.tsx';
import { STATUS_KEYS, useReportsTexts } from '../texts.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** DECISIONS 28's statistics of the filtered set: members per status, claims, average, highest, top 5 services. */
export function SummaryStatistics({ summary: answer }: { summary: ReportSummary | undefined }) {
  const { t, locale } = useReportsTexts();
  const summary = answer?.statistics;
  return (
    <SectionCard id="report-statistics" title={t('statistics.title')} compact mb="lg">
      {!summary ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('statistics.loading')}>
          <Skeleton h={20} />
          <Skeleton h={20} w="80%" />
          <Skeleton h={60} />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="md">
            <Box>
              <Text size="xs" c="dimmed" mb={4}>
                {t('statistics.perStatus')}
              </Text>
              <Group
                gap="xs"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('statistics.perStatus')}
              >
                {REPORT_STATUSES.map((status) => (
                  <Badge
                    key={status}
                    component="li"
                    color={REPORT_STATUS_COLORS[status]}
                    variant="light"
                    size="lg"
                    radius="sm"
                    tt="none"
                  >
                    {t(STATUS_KEYS[status])}: {summary.membersPerStatus[status].toLocaleString(locale)}
                  </Badge>
                ))}
              </Group>
            </Box>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Figure
                label={t('statistics.claimsCount')}
                value={summary.claimsCount.toLocaleString(locale)}
              />
              <Figure label={t('statistics.average')} value={formatPesos(summary.averageClaimedCentavos)} />
              <Figure label={t('statistics.highest')} value={formatPesos(summary.highestTotalCentavos)} />
            </SimpleGrid>
          </Stack>
          <Box>
            <Text size="xs" c="dimmed" mb={4} id="report-top-services">
              {t('statistics.topServices')}
            </Text>
            {summary.topServices.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('statistics.noClaims')}
              </Text>
            ) : (
              <Table verticalSpacing={4} horizontalSpacing="xs" aria-labelledby="report-top-services">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('statistics.service')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('statistics.claims')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('statistics.amount')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {summary.topServices.map((service) => (
                    <Table.Tr key={service.serviceType}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{service.serviceType}</Table.Td>
                      <Table.Td ta="right">{service.claimsCount.toLocaleString(locale)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatPesos(service.amountCentavos)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Box>
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
