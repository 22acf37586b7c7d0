import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatPesos, memberNameLastFirst, REPORT_SORT_LABELS, type ReportPrint } from '@portal/domain';
import { IconArrowLeft, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import sheet from '../../components/PrintSheet.module.css';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { PROGRAM_NAME, PROGRAM_OFFICE } from '../../lib/constants.ts';
import { formatDate, formatShortDate } from '../../lib/dates.ts';
import { reportCsvUrl } from './api/export-report.ts';
import { useReportPrint } from './api/get-report-print.ts';
import type { ReportUrlFilters } from './api/keys.ts';
import { describeFilters } from './labels.ts';
import classes from './ReportPrintPage.module.css';
import { useReportParams } from './use-report-params.ts';

/**
 * Print Table (/admin/reports/print?…the report's filters and sort, DECISIONS 29): every row of the
 * filtered, sorted table (up to 2,000; past that it says to use the CSV) under a header with the
 * program, the filters, the date and who printed it. Prints on A4 without the portal's frame.
 */
export default function ReportPrintPage() {
  const { filters } = useReportParams();
  const location = useLocation();
  const print = useReportPrint(filters);
  const printable = print.data && !print.data.truncated;

  return (
    <>
      <div className={sheet.noPrint}>
        <PageHeader
          title="Print member reports"
          description="The filtered table as it prints on A4."
          actions={
            <>
              <Button
                component={Link}
                to={`/admin/reports${location.search}`}
                variant="subtle"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
              >
                Reports
              </Button>
              <Button
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
                disabled={!printable}
              >
                Print
              </Button>
            </>
          }
        />
      </div>
      {print.isError ? (
        <RetryAlert title={errorMessage(print.error)} onRetry={() => void print.refetch()} />
      ) : print.isPending ? (
        <Stack gap="sm" maw={1120} aria-busy="true" aria-label="Loading the table to print">
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
  return (
    <Alert color="orange" title="Too many rows to print" maw={640} role="status">
      <Text size="sm" mb="sm">
        This report has {print.total.toLocaleString('en-PH')} members; Print Table prints up to{' '}
        {print.limit.toLocaleString('en-PH')}. Narrow the filters, or use Export CSV for every row.
      </Text>
      <Group gap="xs">
        <Button
          component="a"
          href={reportCsvUrl(filters)}
          download
          size="xs"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        >
          Export CSV
        </Button>
      </Group>
    </Alert>
  );
}

function ReportSheet({ print, filters }: { print: ReportPrint; filters: ReportUrlFilters }) {
  return (
    <article className={`${sheet.sheet} ${classes.sheet}`} aria-labelledby="report-print-title">
      <header className={sheet.letterhead}>
        <div>
          <p className={sheet.program}>{PROGRAM_NAME}</p>
          <p className={sheet.office}>{PROGRAM_OFFICE}</p>
          <h2 className={sheet.title} id="report-print-title">
            Member reports
          </h2>
        </div>
        <dl className={sheet.facts}>
          <div>
            <dt>Filters: </dt>
            <dd>{describeFilters(filters)}</dd>
          </div>
          <div>
            <dt>Sorted by: </dt>
            <dd>{REPORT_SORT_LABELS[filters.sort]}</dd>
          </div>
          <div>
            <dt>Members: </dt>
            <dd>{print.total.toLocaleString('en-PH')}</dd>
          </div>
          <div>
            <dt>Date: </dt>
            <dd>{formatDate(print.today)}</dd>
          </div>
          <div>
            <dt>Printed by: </dt>
            <dd>{print.printedBy}</dd>
          </div>
        </dl>
      </header>
      {print.rows.length === 0 ? (
        <Text>No members match these filters.</Text>
      ) : (
        <div className={sheet.scroll}>
          <table className={sheet.table}>
            <caption className="visually-hidden">Member reports: {describeFilters(filters)}</caption>
            <thead>
              <tr>
                <th scope="col" className={sheet.number}>
                  #
                </th>
                <th scope="col" className={classes.referenceColumn}>
                  Reference No.
                </th>
                <th scope="col" className={classes.nameColumn}>
                  Name
                </th>
                <th scope="col">Barangay</th>
                <th scope="col" className={classes.dateColumn}>
                  Registered
                </th>
                <th scope="col" className={classes.dateColumn}>
                  Expiry
                </th>
                <th scope="col" className={classes.statusColumn}>
                  Status
                </th>
                <th scope="col" className={`${classes.claimsColumn} ${classes.amount}`}>
                  Claims
                </th>
                <th scope="col" className={`${classes.totalColumn} ${classes.amount}`}>
                  Total claimed
                </th>
                <th scope="col" className={classes.dateColumn}>
                  Latest claim
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
                  <td className={sheet.nowrap}>{formatShortDate(row.registrationDate)}</td>
                  <td className={sheet.nowrap}>{formatShortDate(row.expiryDate)}</td>
                  <td>{row.status}</td>
                  <td className={classes.amount}>{row.claimsCount.toLocaleString('en-PH')}</td>
                  <td className={`${classes.amount} ${sheet.nowrap}`}>
                    {formatPesos(row.totalClaimedCentavos)}
                  </td>
                  <td className={sheet.nowrap}>{formatShortDate(row.latestClaimDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
