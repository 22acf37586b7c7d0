import { Box, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ClaimsReport } from '@portal/domain';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CsvDownloadButton } from '../../components/CsvDownloadButton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import sheet from '../../components/PrintSheet.module.css';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { formatDate, formatDateTime, formatMonth } from '../../lib/dates.ts';
import { programTexts } from '../../lib/i18n/program.ts';
import { claimsReportCsvUrl } from './api/export-claims-report.ts';
import { useClaimsReport } from './api/get-claims-report.ts';
import { useClaimsReportAdmins } from './api/get-claims-report-admins.ts';
import type { ClaimsReportFilters as Filters } from './api/keys.ts';
import classes from './ClaimsReportPage.module.css';
import { ClaimsFigures } from './components/ClaimsFigures.tsx';
import { ClaimsReportFilters } from './components/ClaimsReportFilters.tsx';
import { TotalsTable } from './components/TotalsTable.tsx';
import { VoidedClaims } from './components/VoidedClaims.tsx';
import { describeClaimsFilters, describeRange } from './labels.ts';
import { useClaimsReportTexts } from './texts.ts';
import { useClaimsReportParams } from './use-claims-report-params.ts';

/**
 * Claims report (/admin/reports/claims, DECISIONS 55): the claims whose service date lies in a range
 * (this month by default), filtered by service, category, institution, barangay and the admin who
 * recorded them; the amount, claims and members served, and the totals per service, institution,
 * barangay and day (or month, past 62 days). Export CSV (one row per claim) and Print (the summary,
 * with the filters, who prepared it and when it was printed).
 */
export default function ClaimsReportPage() {
  const { t, m, locale } = useClaimsReportTexts();
  const params = useClaimsReportParams();
  const { filters, rangeError } = params;
  const report = useClaimsReport(filters, { enabled: !rangeError });
  const admins = useClaimsReportAdmins();
  const adminOptions = useMemo(
    () => (admins.data?.admins ?? []).map((admin) => ({ value: admin.id, label: admin.name })),
    [admins.data],
  );
  const adminName = adminOptions.find((a) => a.value === filters.adminId)?.label;

  // Institutions to suggest: every one seen in this visit's answers.
  const seen = useRef(new Set<string>());
  for (const row of report.data?.perInstitution ?? []) seen.current.add(row.institution);
  const institutions = [...seen.current].sort((a, b) => a.localeCompare(b));

  const data = rangeError ? undefined : report.data;
  const empty = data?.totals.claimsCount === 0;
  return (
    <div className={classes.page}>
      <div className={sheet.noPrint}>
        <PageHeader
          title={t('page.title')}
          description={t('page.description', { range: describeRange(filters, locale) })}
          actions={
            <>
              <CsvDownloadButton href={rangeError ? undefined : claimsReportCsvUrl(filters)}>
                {t('page.exportCsv')}
              </CsvDownloadButton>
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} aria-hidden />}
                onClick={() => window.print()}
                disabled={!data}
              >
                {t('page.print')}
              </Button>
            </>
          }
        />
        <ClaimsReportFilters
          filters={filters}
          onChange={params.setFilter}
          institution={params.typed}
          onInstitutionChange={params.setTyped}
          institutions={institutions}
          admins={adminOptions}
          rangeError={rangeError}
          filtered={params.filtered}
          onClear={params.clear}
        />
      </div>
      {data ? <PrintLetterhead report={data} filters={filters} adminName={adminName} /> : null}
      {rangeError ? null : report.isError && !report.data ? (
        <Box mb="lg">
          <RetryAlert title={errorMessage(report.error)} onRetry={() => void report.refetch()} />
        </Box>
      ) : (
        <>
          <ClaimsFigures report={data} />
          {!data ? (
            <Stack gap="md" aria-busy="true" aria-label={t('page.loading')}>
              <Skeleton h={160} radius="md" />
              <Skeleton h={160} radius="md" />
            </Stack>
          ) : empty ? (
            <EmptyState
              icon={IconReceipt}
              text={m('noClaimsInRange')}
              hint={params.filtered ? t('page.emptyFiltered') : t('page.emptyHint')}
            />
          ) : (
            <Totals report={data} />
          )}
          {data ? (
            <Box mt="md">
              <VoidedClaims voided={data.voided} />
            </Box>
          ) : null}
          {data ? (
            <p className={`${classes.printOnly} ${classes.signature}`}>
              <span>{t('page.preparedBy', { name: data.preparedBy })}</span>
            </p>
          ) : null}
        </>
      )}
      <Text className="visually-hidden" aria-live="polite">
        {report.isFetching ? t('page.loading') : ''}
      </Text>
    </div>
  );
}

function Totals({ report }: { report: ClaimsReport }) {
  const { t, locale } = useClaimsReportTexts();
  const total = report.totals.amountCentavos;
  const perDay = report.period === 'day';
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
      <TotalsTable
        id="claims-per-service"
        title={t('totals.perService')}
        label={t('totals.service')}
        rows={report.perService}
        name={(r) => r.serviceType}
        extra={[{ key: 'category', label: t('totals.category'), cell: (r) => t(`categories.${r.category}`) }]}
        totalCentavos={total}
      />
      <TotalsTable
        id="claims-per-institution"
        title={t('totals.perInstitution')}
        label={t('totals.institution')}
        rows={report.perInstitution}
        name={(r) => r.institution}
        totalCentavos={total}
      />
      <TotalsTable
        id="claims-per-barangay"
        title={t('totals.perBarangay')}
        label={t('totals.barangay')}
        rows={report.perBarangay}
        name={(r) => r.barangay}
        totalCentavos={total}
      />
      <TotalsTable
        id="claims-per-period"
        title={perDay ? t('totals.perDay') : t('totals.perMonth')}
        label={perDay ? t('totals.serviceDate') : t('totals.month')}
        rows={report.perPeriod}
        name={(r) => r.period}
        cell={(r) => (perDay ? formatDate(r.period, locale) : formatMonth(r.period, locale))}
        totalCentavos={total}
      />
    </SimpleGrid>
  );
}

/** What only the paper shows above the totals: the program, the range and filters, who and when. */
function PrintLetterhead({
  report,
  filters,
  adminName,
}: {
  report: ClaimsReport;
  filters: Filters;
  adminName: string | undefined;
}) {
  const texts = useClaimsReportTexts();
  const { t, pt, locale } = texts;
  const program = programTexts({ t: pt });
  // The time on the paper is the time it is printed.
  const [printedAt, setPrintedAt] = useState(() => new Date().toISOString());
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date().toISOString());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  return (
    <header className={`${classes.printOnly} ${classes.letterhead}`}>
      <p className={classes.program}>{program.name}</p>
      <p className={classes.office}>{program.office}</p>
      <p className={classes.title}>{t('print.title', { range: describeRange(report, locale) })}</p>
      <ul className={classes.facts}>
        <li>{describeClaimsFilters(filters, adminName, texts).join(' · ')}</li>
        <li>
          {t(report.period === 'day' ? 'print.perDay' : 'print.perMonth', {
            when: formatDateTime(report.generatedAt, locale),
          })}
        </li>
        <li>
          {t('print.preparedPrinted', { name: report.preparedBy, when: formatDateTime(printedAt, locale) })}
        </li>
      </ul>
    </header>
  );
}
