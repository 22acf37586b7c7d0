import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Dashboard, formatPesos, REPORT_STATUSES } from '@portal/domain';
import { useAdminTexts } from '../../../lib/i18n/admin-texts.ts';
import { compactPesos, count as countIn, longMonth, pesos, shortMonth } from '../format.ts';
import { useDashboardTexts } from '../texts.ts';
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
  const { t, locale } = useDashboardTexts();
  const { t: at } = useAdminTexts();
  const count = (n: number) => countIn(n, locale);
  const statusLabel = (s: (typeof REPORT_STATUSES)[number]) => at(`status.report.${s}`);
  const outpatient = t('charts.categories.outpatient');
  const inpatient = t('charts.categories.inpatient');
  const claimed = charts.claimedPerMonth.map((m) => ({
    month: shortMonth(m.month, locale),
    outpatient: m.outpatientCentavos / 100,
    inpatient: m.inpatientCentavos / 100,
  }));
  const anyClaim = charts.claimedPerMonth.some((m) => m.claimsCount > 0);
  const registrations = charts.registrationsPerMonth.map((m) => ({
    month: shortMonth(m.month, locale),
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
          title={t('charts.claimedTitle')}
          description={t('charts.claimedDescription')}
          empty={anyClaim ? null : t('charts.claimedEmpty')}
          table={{
            caption: t('charts.claimedCaption'),
            head: [t('charts.month'), outpatient, inpatient, t('charts.claims')],
            rows: charts.claimedPerMonth.map((m) => [
              longMonth(m.month, locale),
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
              { name: 'outpatient', label: outpatient, color: 'teal.6' },
              { name: 'inpatient', label: inpatient, color: 'indigo.5' },
            ]}
            valueFormatter={pesos}
            yAxisProps={{ tickFormatter: (value: number) => compactPesos(value, locale), width: 56 }}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            tickLine="none"
            gridAxis="x"
          />
        </ChartCard>
        <ChartCard
          id="chart-registrations"
          title={t('charts.registrationsTitle')}
          description={t('charts.registrationsDescription')}
          empty={anyRegistration ? null : t('charts.registrationsEmpty')}
          table={{
            caption: t('charts.registrationsCaption'),
            head: [t('charts.month'), t('charts.members')],
            rows: charts.registrationsPerMonth.map((m) => [longMonth(m.month, locale), count(m.count)]),
          }}
        >
          <BarChart
            h={260}
            data={registrations}
            dataKey="month"
            series={[{ name: 'members', label: t('charts.members'), color: 'blue.6' }]}
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
          title={t('charts.servicesTitle', { year })}
          description={t('charts.servicesDescription')}
          empty={charts.topServicesThisYear.length ? null : t('charts.servicesEmpty', { year })}
          table={{
            caption: t('charts.servicesCaption', { year }),
            head: [t('charts.service'), t('charts.claims'), t('charts.amount')],
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
          title={t('charts.barangaysTitle')}
          description={t('charts.barangaysDescription')}
          empty={charts.membersPerBarangay.length ? null : t('charts.noMembers')}
          table={{
            caption: t('charts.barangaysCaption'),
            head: [t('charts.barangay'), t('charts.members')],
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
          title={t('charts.statusTitle')}
          description={t('charts.statusDescription')}
          empty={statusTotal ? null : t('charts.noMembers')}
          table={{
            caption: t('charts.statusCaption'),
            head: [t('charts.status'), t('charts.members')],
            rows: REPORT_STATUSES.map((s) => [statusLabel(s), count(charts.membersPerStatus[s])]),
          }}
        >
          <Group justify="center" gap="lg" wrap="wrap">
            <DonutChart
              size={170}
              thickness={26}
              data={REPORT_STATUSES.map((s) => ({
                name: statusLabel(s),
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
                    {statusLabel(s)}: <strong>{count(charts.membersPerStatus[s])}</strong>
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
