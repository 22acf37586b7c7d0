import { Badge, Box, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatPesos, REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportSummary } from '@portal/domain';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { REPORT_STATUS_COLORS } from '../../../components/StatusBadge.tsx';

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
  const summary = answer?.statistics;
  return (
    <SectionCard id="report-statistics" title="Summary statistics" compact mb="lg">
      {!summary ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the statistics">
          <Skeleton h={20} />
          <Skeleton h={20} w="80%" />
          <Skeleton h={60} />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="md">
            <Box>
              <Text size="xs" c="dimmed" mb={4}>
                Members per status
              </Text>
              <Group
                gap="xs"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label="Members per status"
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
                    {REPORT_STATUS_LABELS[status]}: {summary.membersPerStatus[status].toLocaleString('en-PH')}
                  </Badge>
                ))}
              </Group>
            </Box>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Figure label="Number of claims" value={summary.claimsCount.toLocaleString('en-PH')} />
              <Figure
                label="Average per member with claims"
                value={formatPesos(summary.averageClaimedCentavos)}
              />
              <Figure label="Highest total" value={formatPesos(summary.highestTotalCentavos)} />
            </SimpleGrid>
          </Stack>
          <Box>
            <Text size="xs" c="dimmed" mb={4} id="report-top-services">
              Top 5 services by amount
            </Text>
            {summary.topServices.length === 0 ? (
              <Text size="sm" c="dimmed">
                No claims in this set.
              </Text>
            ) : (
              <Table verticalSpacing={4} horizontalSpacing="xs" aria-labelledby="report-top-services">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Service</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Claims
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Amount
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {summary.topServices.map((service) => (
                    <Table.Tr key={service.serviceType}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{service.serviceType}</Table.Td>
                      <Table.Td ta="right">{service.claimsCount.toLocaleString('en-PH')}</Table.Td>
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
