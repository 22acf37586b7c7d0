import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type Dashboard,
  formatPesos,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  SERVICE_CATEGORY_LABELS,
} from '@portal/domain';
import { compactPesos, count, longMonth, pesos, shortMonth } from '../format.ts';
import { ChartCard } from './ChartCard.tsx';
import { RankedBars } from './RankedBars.tsx';

const STATUS_CHART_COLORS = {
  Active: 'teal.6',
  'High Claims': 'orange.6',
  'No Claims': 'gray.5',
  Expired: 'red.6',
} as const;

/**
 * The dashboard's charts (DECISIONS 31): claimed per month by category and registrations per month
 * (the last 12 months), the top services by amount this year, members per barangay (top 10) and per
 * status. Its own chunk: the charts library loads only with the dashboard.
 */
export default function DashboardCharts({ charts, today }: { charts: Dashboard['charts']; today: string }) {
  const claimed = charts.claimedPerMonth.map((m) => ({
    month: shortMonth(m.month),
    outpatient: m.outpatientCentavos / 100,
    inpatient: m.inpatientCentavos / 100,
  }));
  const anyClaim = charts.claimedPerMonth.some((m) => m.claimsCount > 0);
  const registrations = charts.registrationsPerMonth.map((m) => ({
    month: shortMonth(m.month),
    members: m.count,
  }));
  const anyRegistration = charts.registrationsPerMonth.some((m) => m.count > 0);
  const statusTotal = REPORT_STATUSES.reduce((sum, s) => sum + charts.membersPerStatus[s], 0);
  const year = today.slice(0, 4);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          id="chart-claimed"
          title="Claimed per month"
          description="The last 12 months, by category"
          empty={anyClaim ? null : 'No claims in the last 12 months.'}
          table={{
            caption: 'Amount claimed per month, last 12 months',
            head: ['Month', SERVICE_CATEGORY_LABELS.outpatient, SERVICE_CATEGORY_LABELS.inpatient, 'Claims'],
            rows: charts.claimedPerMonth.map((m) => [
              longMonth(m.month),
              formatPesos(m.outpatientCentavos),
              formatPesos(m.inpatientCentavos),
              count(m.claimsCount),
            ]),
          }}
        >
          <BarChart
            h={260}
            data={claimed}
            dataKey="month"
            type="stacked"
            series={[
              { name: 'outpatient', label: SERVICE_CATEGORY_LABELS.outpatient, color: 'teal.6' },
              { name: 'inpatient', label: SERVICE_CATEGORY_LABELS.inpatient, color: 'indigo.5' },
            ]}
            valueFormatter={pesos}
            yAxisProps={{ tickFormatter: compactPesos, width: 56 }}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            tickLine="none"
            gridAxis="x"
          />
        </ChartCard>
        <ChartCard
          id="chart-registrations"
          title="Registrations per month"
          description="New members, the last 12 months"
          empty={anyRegistration ? null : 'No registrations in the last 12 months.'}
          table={{
            caption: 'Members registered per month, last 12 months',
            head: ['Month', 'Members'],
            rows: charts.registrationsPerMonth.map((m) => [longMonth(m.month), count(m.count)]),
          }}
        >
          <BarChart
            h={260}
            data={registrations}
            dataKey="month"
            series={[{ name: 'members', label: 'Members', color: 'blue.6' }]}
            valueFormatter={count}
            yAxisProps={{ allowDecimals: false, width: 40 }}
            tickLine="none"
            gridAxis="x"
          />
        </ChartCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <ChartCard
          id="chart-services"
          title={`Top services in ${year}`}
          description="By amount claimed this year"
          empty={charts.topServicesThisYear.length ? null : `No claims yet in ${year}.`}
          table={{
            caption: `Services by amount claimed in ${year}`,
            head: ['Service', 'Claims', 'Amount'],
            rows: charts.topServicesThisYear.map((s) => [
              s.serviceType,
              count(s.claimsCount),
              formatPesos(s.amountCentavos),
            ]),
          }}
        >
          <RankedBars
            data={charts.topServicesThisYear.slice(0, 8).map((s) => ({
              name: s.serviceType,
              value: s.amountCentavos / 100,
            }))}
            format={pesos}
          />
        </ChartCard>
        <ChartCard
          id="chart-barangays"
          title="Members per barangay"
          description="The 10 barangays with the most members"
          empty={charts.membersPerBarangay.length ? null : 'No members yet.'}
          table={{
            caption: 'Members per barangay, top 10',
            head: ['Barangay', 'Members'],
            rows: charts.membersPerBarangay.map((b) => [b.barangay, count(b.count)]),
          }}
        >
          <RankedBars
            data={charts.membersPerBarangay.map((b) => ({ name: b.barangay, value: b.count }))}
            format={count}
            color="blue.6"
          />
        </ChartCard>
        <ChartCard
          id="chart-status"
          title="Members per status"
          description="Claims of active memberships, and the expired"
          empty={statusTotal ? null : 'No members yet.'}
          table={{
            caption: 'Members per report status',
            head: ['Status', 'Members'],
            rows: REPORT_STATUSES.map((s) => [REPORT_STATUS_LABELS[s], count(charts.membersPerStatus[s])]),
          }}
        >
          <Group justify="center" gap="lg" wrap="wrap">
            <DonutChart
              size={170}
              thickness={26}
              data={REPORT_STATUSES.map((s) => ({
                name: REPORT_STATUS_LABELS[s],
                value: charts.membersPerStatus[s],
                color: STATUS_CHART_COLORS[s],
              }))}
              valueFormatter={count}
              chartLabel={count(statusTotal)}
              tooltipDataSource="segment"
            />
            <Stack gap={6}>
              {REPORT_STATUSES.map((s) => (
                <Group key={s} gap={8} wrap="nowrap">
                  <span
                    style={{
                      width: 12,
                      height: 12,
                      borderRadius: 3,
                      background: `var(--mantine-color-${STATUS_CHART_COLORS[s].replace('.', '-')})`,
                    }}
                  />
                  <Text size="sm">
                    {REPORT_STATUS_LABELS[s]}: <strong>{count(charts.membersPerStatus[s])}</strong>
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
