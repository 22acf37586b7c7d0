import { Box, Button, Text } from '@mantine/core';
import { DEFAULT_REPORT_SORT, LIST_COUNT_LIMIT } from '@portal/domain';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { CsvDownloadButton } from '../../components/CsvDownloadButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { reportCsvUrl } from './api/export-report.ts';
import { useReport } from './api/get-report.ts';
import { useReportSummary } from './api/get-report-summary.ts';
import { ReportFilters } from './components/ReportFilters.tsx';
import { ReportTable } from './components/ReportTable.tsx';
import { SummaryCards } from './components/SummaryCards.tsx';
import { SummaryStatistics } from './components/SummaryStatistics.tsx';
import { describeFilters } from './labels.ts';
import { useReportsTexts } from './texts.ts';
import { useReportParams } from './use-report-params.ts';

/**
 * Reports (/admin/reports): the filters (DECISIONS 27, kept in the URL), the four summary cards
 * and the statistics of the filtered set (28), the member reports table with its sorts, 10 per
 * page, Export CSV and Print Table (29).
 */
export default function ReportsPage() {
  const texts = useReportsTexts();
  const { t } = texts;
  const params = useReportParams();
  const { filters } = params;
  const location = useLocation();
  const report = useReport({ ...filters, page: params.page });
  const summary = useReportSummary(filters);

  const data = report.data;
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={
          !data
            ? t('page.description')
            : data.totalCapped
              ? t('page.totalMore', {
                  limit: LIST_COUNT_LIMIT.toLocaleString(texts.locale),
                  filters: describeFilters(filters, texts),
                })
              : t('page.total', { count: data.total, filters: describeFilters(filters, texts) })
        }
        actions={
          <>
            <CsvDownloadButton href={reportCsvUrl(filters)}>{t('page.exportCsv')}</CsvDownloadButton>
            <Button
              component={Link}
              to={`/admin/reports/print${location.search}`}
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden />}
            >
              {t('page.printTable')}
            </Button>
          </>
        }
      />
      <ReportFilters
        filters={filters}
        typedSearch={params.typed}
        onSearchChange={params.setTyped}
        onChange={params.setFilter}
        onSortChange={(sort) => params.setFilter('sort', sort === DEFAULT_REPORT_SORT ? '' : sort)}
        onClear={params.clear}
        filtered={params.filtered}
      />
      {summary.isError && !summary.data ? (
        <Box mb="lg">
          <RetryAlert title={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />
        </Box>
      ) : (
        <>
          <SummaryCards summary={summary.data} />
          <SummaryStatistics summary={summary.data} />
        </>
      )}
      <ReportTable
        query={report}
        emptyHint={params.filtered ? t('page.emptyFiltered') : t('page.emptyHint')}
        onPageChange={params.setPage}
      />
      <Text className="visually-hidden" aria-live="polite">
        {report.isFetching ? t('page.loading') : ''}
      </Text>
    </>
  );
}
