import { Box, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMe } from '../../lib/auth/me.ts';
import { formatDate } from '../../lib/dates.ts';
import { useDashboard } from './api/get-dashboard.ts';
import { BackupCard } from './components/BackupCard.tsx';
import { DiskSpaceAlert } from './components/DiskSpaceAlert.tsx';
import { FigureCards } from './components/FigureCards.tsx';
import { LatestActivity } from './components/LatestActivity.tsx';
import { QuickLinks } from './components/QuickLinks.tsx';
import { useDashboardTexts } from './texts.ts';

// The charts library is the heaviest part of the page: its own chunk, loaded after the figures.
const DashboardCharts = lazy(() => import('./components/DashboardCharts.tsx'));

function ChartsSkeleton() {
  const { t } = useDashboardTexts();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loadingCharts')}>
      <Skeleton h={300} radius="md" />
      <Skeleton h={260} radius="md" />
    </Stack>
  );
}

/**
 * The dashboard (/admin/dashboard, DECISIONS 31): today's figures, the charts, the latest activity
 * and the quick links.
 */
export default function DashboardPage() {
  const { t, locale } = useDashboardTexts();
  const me = useMe();
  const name = me.data?.admin.displayName ?? t('adminFallback');
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={`${t('welcome', { name })}${data ? ` ${t('figuresFor', { date: formatDate(data.today, locale) })}` : ''}`}
      />
      <Stack gap="lg">
        <DiskSpaceAlert isHeadAdmin={me.data?.admin.isHeadAdmin === true} />
        {dashboard.isError && !data ? (
          <RetryAlert title={errorMessage(dashboard.error)} onRetry={() => void dashboard.refetch()} />
        ) : (
          <>
            <FigureCards figures={data?.figures} />
            {data ? (
              <Suspense fallback={<ChartsSkeleton />}>
                <DashboardCharts charts={data.charts} today={data.today} />
              </Suspense>
            ) : (
              <ChartsSkeleton />
            )}
          </>
        )}
        <Box>
          <QuickLinks />
        </Box>
        <BackupCard isHeadAdmin={me.data?.admin.isHeadAdmin === true} />
        {dashboard.isError && !data ? null : <LatestActivity entries={data?.latestActivity} />}
      </Stack>
    </>
  );
}
