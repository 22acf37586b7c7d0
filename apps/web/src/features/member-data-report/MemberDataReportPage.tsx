import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import {
  activitySentence,
  type DataReportSection,
  dataReportColumnLabel,
  type MemberDataReport,
} from '@portal/domain';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackButton } from '../../components/BackButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import sheet from '../../components/PrintSheet.module.css';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { loadedFilipino, useTexts } from '../../lib/i18n/language.ts';
import { programTexts } from '../../lib/i18n/program.ts';
import { memberDataReportDownloadUrl, useMemberDataReport } from './api/get-member-data-report.ts';
import classes from './MemberDataReportPage.module.css';
import { type RecordWords, recordFields } from './record-fields.ts';
import { useDataReportMessages } from './texts.ts';

type DataReportTexts = ReturnType<typeof useDataReportMessages>;

/** A section's heading in the chosen language; a table the catalogue does not name reads as its name in words. */
const sectionTitle = (t: DataReportTexts, table: string) =>
  t.sectionTitles[table] ?? dataReportColumnLabel(table);

/**
 * The member data report (/admin/member/:id/data-report; issue 27 item 4, DECISIONS 47): everything
 * the portal holds about the member, one section per table, each record as field and value, printable
 * on A4 without the portal's frame, and as JSON. Head admins only; each load is recorded.
 */
export default function MemberDataReportPage() {
  const t = useDataReportMessages();
  const { id = '' } = useParams();
  const report = useMemberDataReport(id);
  const refused = isApiError(report.error) && [403, 404].includes(report.error.status);

  return (
    <>
      <div className={sheet.noPrint}>
        <PageHeader
          title={t.pageTitle}
          description={t.pageIntro}
          actions={
            <>
              <BackButton to={`/admin/member/${id}`}>{t.backToProfile}</BackButton>
              <Button
                variant="default"
                component="a"
                href={memberDataReportDownloadUrl(id)}
                download
                leftSection={<IconDownload size={16} aria-hidden />}
                disabled={!report.data}
              >
                {t.downloadJson}
              </Button>
              <Button
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
                disabled={!report.data}
              >
                {t.print}
              </Button>
            </>
          }
        />
      </div>
      {report.isPending ? (
        <Stack gap="sm" maw={794} aria-busy="true" aria-label={t.loading}>
          <Skeleton h={60} />
          <Skeleton h={28} w="40%" />
          <Skeleton h={160} />
        </Stack>
      ) : report.isError ? (
        refused ? (
          <Alert color="red" role="alert" maw={640}>
            {errorMessage(report.error)}
          </Alert>
        ) : (
          <RetryAlert onRetry={() => report.refetch()} title={t.loadFailed} />
        )
      ) : (
        <ReportSheet report={report.data} />
      )}
    </>
  );
}

function ReportSheet({ report }: { report: MemberDataReport }) {
  const t = useDataReportMessages();
  const { t: pt, locale, tr } = useTexts();
  const program = programTexts({ t: pt });
  return (
    <article className={`${sheet.sheet} ${classes.sheet}`} aria-labelledby="data-report-title">
      <header className={sheet.letterhead}>
        <div>
          <p className={sheet.program}>{program.name}</p>
          <p className={sheet.office}>{program.office}</p>
          <h2 className={sheet.title} id="data-report-title">
            {t.pageTitle}
          </h2>
          <p className={sheet.office}>{t.memberLine(report.member.name, report.member.referenceNumber)}</p>
        </div>
        <dl className={sheet.facts}>
          <div>
            <dt>{t.generatedAt}: </dt>
            <dd>{formatDateTime(report.generatedAt, locale)}</dd>
          </div>
          <div>
            <dt>{t.generatedBy}: </dt>
            <dd>{report.generatedBy}</dd>
          </div>
        </dl>
      </header>

      <section className={classes.section} aria-labelledby="data-report-images">
        <h3 className={classes.sectionTitle} id="data-report-images">
          {t.imagesTitle}
        </h3>
        <ul className={classes.images}>
          {report.images.map((image) => (
            <li key={image.kind}>
              <figure>
                {image.url ? (
                  <a href={image.url} target="_blank" rel="noreferrer">
                    <img src={image.url} alt={t.imageLabels[image.kind] ?? image.kind} loading="lazy" />
                  </a>
                ) : null}
                <figcaption>
                  {t.imageLabels[image.kind] ?? image.kind}
                  {image.url ? null : `: ${t.noImage}`}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      {report.sections.map((section) => (
        <ReportSection key={section.table} section={section} />
      ))}

      {report.leftOut.length > 0 ? (
        <section className={classes.section} aria-labelledby="data-report-left-out">
          <h3 className={classes.sectionTitle} id="data-report-left-out">
            {t.leftOutTitle}
          </h3>
          <ul className={classes.leftOut}>
            {report.leftOut.map((item) => (
              <li key={item.table}>
                <strong>{sectionTitle(t, item.table)}</strong>: {tr(item.reason)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** The words of a record's fields in the chosen language (record-fields.ts). */
function useRecordWords(): RecordWords {
  const t = useDataReportMessages();
  const { language, tr } = useTexts();
  const filipino = language === 'fil' ? loadedFilipino() : null;
  return {
    columnLabels: t.columnLabels,
    activityEntry: t.activityEntry,
    tr,
    sentence: (who, action, details) =>
      filipino
        ? filipino.activitySentenceIn('fil', who, action, details)
        : activitySentence(who, action, details),
    saysDescription: filipino !== null,
  };
}

function ReportSection({ section }: { section: DataReportSection }) {
  const t = useDataReportMessages();
  const words = useRecordWords();
  const headingId = `data-report-${section.table}`;
  const total = section.rows.length;
  return (
    <section className={classes.section} aria-labelledby={headingId} data-table={section.table}>
      <h3 className={classes.sectionTitle} id={headingId}>
        {sectionTitle(t, section.table)} <span className={classes.count}>({t.rowCount(total)})</span>
      </h3>
      {total === 0 ? (
        <p className={classes.empty}>{t.emptySection}</p>
      ) : (
        section.rows.map((row, index) => (
          <table
            // Rows of a table have no other stable key in every table (some have no id).
            // biome-ignore lint/suspicious/noArrayIndexKey: the records' order is fixed for the page's life
            key={index}
            className={`${sheet.table} ${classes.record}`}
          >
            <caption>{t.record(index + 1, total)}</caption>
            <thead>
              <tr>
                <th scope="col" className={classes.field}>
                  {t.field}
                </th>
                <th scope="col">{t.value}</th>
              </tr>
            </thead>
            <tbody>
              {recordFields(section.table, row, words).map((field) => (
                <tr key={field.column}>
                  <th scope="row">{field.name}</th>
                  <td>{field.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))
      )}
    </section>
  );
}
