import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { formatPesos, memberNameLastFirst, type ReportPrint } from '@portal/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { BackButton } from '../../components/BackButton.tsx';
import { CsvDownloadButton } from '../../components/CsvDownloadButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import sheet from '../../components/PrintSheet.module.css';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { formatDate, formatShortDate } from '../../lib/dates.ts';
import { programTexts } from '../../lib/i18n/program.ts';
import { reportCsvUrl } from './api/export-report.ts';
import { useReportPrint } from './api/get-report-print.ts';
import type { ReportUrlFilters } from './api/keys.ts';
import { describeFilters } from './labels.ts';
import classes from './ReportPrintPage.module.css';
import { sortLabel, useReportsTexts } from './texts.ts';
import { useReportParams } from './use-report-params.ts';

/**
 * Print Table (/admin/reports/print?…the report's filters and sort, DECISIONS 29): every row of the
 * filtered, sorted table (up to 2,000; past that it says to use the CSV) under a header with the
 * program, the filters, the date and who printed it. Prints on A4 without the portal's frame.
 */
export default function ReportPrintPage() {
  const { t } = useReportsTexts();
  const { filters } = useReportParams();
  const location = useLocation();
  const print = useReportPrint(filters);
  const printable = print.data && !print.data.truncated;

  return (
    <>
      <div className={sheet.noPrint}>
        <PageHeader
          title={t('print.title')}
          description={t('print.description')}
          actions={
            <>
              <BackButton to={`/admin/reports${location.search}`}>{t('print.back')}</BackButton>
              <Button
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
                disabled={!printable}
              >
                {t('print.print')}
              </Button>
            </>
          }
        />
      </div>
      {print.isError ? (
        <RetryAlert title={errorMessage(print.error)} onRetry={() => void print.refetch()} />
      ) : print.isPending ? (
        <Stack gap="sm" maw={1120} aria-busy="true" aria-label={t('print.loading')}>
          <Skeleton h={60} />
          <Skeleton h={28} w="40%" />
          <Skeleton h={240} />
        </Stack>
      ) : print.data.truncated ? (
        <TooManyRows print={print.data} filters={filters} />
      ) : (
        <ReportSheet print={print.data} filters={filters} />
      )}
    </>
  );
}

function TooManyRows({ print, filters }: { print: ReportPrint; filters: ReportUrlFilters }) {
  const { t } = useReportsTexts();
  return (
    <Alert color="orange" title={t('print.tooManyTitle')} maw={640} role="status">
      <Text size="sm" mb="sm">
        {t('print.tooMany', { total: print.total, limit: print.limit })}
      </Text>
      <CsvDownloadButton href={reportCsvUrl(filters)}>{t('page.exportCsv')}</CsvDownloadButton>
    </Alert>
  );
}

function ReportSheet({ print, filters }: { print: ReportPrint; filters: ReportUrlFilters }) {
  const texts = useReportsTexts();
  const { t, locale, pt } = texts;
  const program = programTexts({ t: pt });
  const described = describeFilters(filters, texts);
  return (
    <article className={`${sheet.sheet} ${classes.sheet}`} aria-labelledby="report-print-title">
      <header className={sheet.letterhead}>
        <div>
          <p className={sheet.program}>{program.name}</p>
          <p className={sheet.office}>{program.office}</p>
          <h2 className={sheet.title} id="report-print-title">
            {t('print.sheetTitle')}
          </h2>
        </div>
        <dl className={sheet.facts}>
          <div>
            <dt>{t('print.filters')}</dt>
            <dd>{described}</dd>
          </div>
          <div>
            <dt>{t('print.sortedBy')}</dt>
            <dd>{sortLabel(t, filters.sort)}</dd>
          </div>
          <div>
            <dt>{t('print.members')}</dt>
            <dd>{print.total.toLocaleString(locale)}</dd>
          </div>
          <div>
            <dt>{t('print.date')}</dt>
            <dd>{formatDate(print.today, locale)}</dd>
          </div>
          <div>
            <dt>{t('print.printedBy')}</dt>
            <dd>{print.printedBy}</dd>
          </div>
        </dl>
      </header>
      {print.rows.length === 0 ? (
        <Text>{t('print.noMembers')}</Text>
      ) : (
        <div className={sheet.scroll}>
          <table className={sheet.table}>
            <caption className="visually-hidden">{t('print.caption', { filters: described })}</caption>
            <thead>
              <tr>
                <th scope="col" className={sheet.number}>
                  #
                </th>
                <th scope="col" className={classes.referenceColumn}>
                  {t('columns.reference')}
                </th>
                <th scope="col" className={classes.nameColumn}>
                  {t('columns.name')}
                </th>
                <th scope="col">{t('columns.barangay')}</th>
                <th scope="col" className={classes.dateColumn}>
                  {t('columns.registered')}
                </th>
                <th scope="col" className={classes.dateColumn}>
                  {t('columns.expiry')}
                </th>
                <th scope="col" className={classes.statusColumn}>
                  {t('columns.status')}
                </th>
                <th scope="col" className={`${classes.claimsColumn} ${classes.amount}`}>
                  {t('columns.claims')}
                </th>
                <th scope="col" className={`${classes.totalColumn} ${classes.amount}`}>
                  {t('columns.total')}
                </th>
                <th scope="col" className={classes.dateColumn}>
                  {t('columns.latest')}
                </th>
              </tr>
            </thead>
            <tbody>
              {print.rows.map((row, index) => (
                <tr key={row.id}>
                  <td className={sheet.number}>{index + 1}</td>
                  <td className={sheet.reference}>{row.referenceNumber}</td>
                  <td>{memberNameLastFirst(row)}</td>
                  <td>{row.barangay}</td>
                  <td className={sheet.nowrap}>{formatShortDate(row.registrationDate, locale)}</td>
                  <td className={sheet.nowrap}>{formatShortDate(row.expiryDate, locale)}</td>
                  <td>{row.status}</td>
                  <td className={classes.amount}>{row.claimsCount.toLocaleString(locale)}</td>
                  <td className={`${classes.amount} ${sheet.nowrap}`}>
                    {formatPesos(row.totalClaimedCentavos)}
                  </td>
                  <td className={sheet.nowrap}>{formatShortDate(row.latestClaimDate, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
