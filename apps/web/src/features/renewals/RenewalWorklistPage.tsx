import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { MESSAGE_CHANNEL_LABELS, type RenewalDue, type RenewalWorklist } from '@portal/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { BackButton } from '../../components/BackButton.tsx';
import { BarangayFilter } from '../../components/ListFilters.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import sheet from '../../components/PrintSheet.module.css';
import { errorMessage, queryString } from '../../lib/api.ts';
import { formatDate } from '../../lib/dates.ts';
import { programTexts } from '../../lib/i18n/program.ts';
import { useRenewalWorklist } from './api/get-renewal-worklist.ts';
import classes from './RenewalWorklistPage.module.css';
import { useRenewalsTexts } from './texts.ts';

type RenewalsTexts = ReturnType<typeof useRenewalsTexts>;

/**
 * The printable renewal worklist (/admin/membership-renewals/worklist?barangay=): members whose
 * membership expires within 30 days, grouped by barangay, with their contact numbers and a blank
 * column to tick, for the barangay health workers who reach them. Prints on A4 without the portal's frame.
 */
/** 'Reminded by SMS on March 6, 2026' (issue 25), or that no reminder went yet. */
function remindedText(member: RenewalDue, { t, locale }: RenewalsTexts): string {
  return member.reminded
    ? t('worklist.remindedBy', {
        channel: MESSAGE_CHANNEL_LABELS[member.reminded.channel],
        on: formatDate(member.reminded.on, locale),
      })
    : t('worklist.notReminded');
}

export default function RenewalWorklistPage() {
  const { t } = useRenewalsTexts();
  const [params, setParams] = useSearchParams();
  const barangay = params.get('barangay') ?? '';
  const worklist = useRenewalWorklist(barangay);

  const chooseBarangay = (value: string) => setParams(value ? { barangay: value } : {}, { replace: true });

  return (
    <>
      <div className={sheet.noPrint}>
        <PageHeader
          title={t('worklist.title')}
          description={t('worklist.description')}
          actions={
            <>
              <BackButton to={`/admin/membership-renewals${queryString({ barangay })}`}>
                {t('worklist.back')}
              </BackButton>
              <Button
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
                disabled={!worklist.data}
              >
                {t('worklist.print')}
              </Button>
            </>
          }
        />
        <BarangayFilter value={barangay} onChange={chooseBarangay} maw={320} mb="lg" />
      </div>
      {worklist.isError ? (
        <Alert color="red" role="alert" maw={640}>
          {errorMessage(worklist.error)}
        </Alert>
      ) : worklist.isPending ? (
        <Stack gap="sm" maw={794} aria-busy="true" aria-label={t('worklist.loading')}>
          <Skeleton h={60} />
          <Skeleton h={28} w="40%" />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <WorklistSheet worklist={worklist.data} barangay={barangay} />
      )}
    </>
  );
}

function WorklistSheet({ worklist, barangay }: { worklist: RenewalWorklist; barangay: string }) {
  const texts = useRenewalsTexts();
  const { t, m, locale, pt } = texts;
  const program = programTexts({ t: pt });
  const count = worklist.barangays.reduce((sum, group) => sum + group.members.length, 0);
  return (
    <article className={`${sheet.sheet} ${classes.sheet}`} aria-labelledby="worklist-title">
      <header className={sheet.letterhead}>
        <div>
          <p className={sheet.program}>{program.name}</p>
          <p className={sheet.office}>{program.office}</p>
          <h2 className={sheet.title} id="worklist-title">
            {t('worklist.sheetTitle')}
          </h2>
          <p className={sheet.office}>{t('worklist.sheetSubtitle')}</p>
        </div>
        <dl className={sheet.facts}>
          <div>
            <dt>{t('worklist.date')}</dt>
            <dd>{formatDate(worklist.on, locale)}</dd>
          </div>
          <div>
            <dt>{t('worklist.barangay')}</dt>
            <dd>{barangay || t('worklist.allBarangays')}</dd>
          </div>
          <div>
            <dt>{t('worklist.members')}</dt>
            <dd>{count.toLocaleString(locale)}</dd>
          </div>
        </dl>
      </header>

      {worklist.barangays.length === 0 ? (
        <Text>{m('noWorklistMembers')}</Text>
      ) : (
        worklist.barangays.map((group) => (
          <section
            key={group.barangay}
            className={classes.group}
            aria-label={t('worklist.groupLabel', { barangay: group.barangay })}
          >
            <h3 className={classes.groupTitle}>
              {group.barangay} ({group.members.length})
            </h3>
            {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen. */}
            <section
              className={`${sheet.scroll} ${classes.tableOnWide}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus (axe scrollable-region-focusable)
              tabIndex={0}
              aria-label={t('worklist.groupMembers', { barangay: group.barangay })}
            >
              <table className={sheet.table}>
                <colgroup>
                  <col className={sheet.number} />
                  <col className={classes.nameColumn} />
                  <col className={classes.referenceColumn} />
                  <col className={classes.contactColumn} />
                  <col className={classes.expiryColumn} />
                  <col className={classes.remindedColumn} />
                  <col className={classes.tick} />
                </colgroup>
                <thead>
                  <tr>
                    <th scope="col" className={sheet.number}>
                      #
                    </th>
                    <th scope="col">{t('columns.name')}</th>
                    <th scope="col">{t('columns.reference')}</th>
                    <th scope="col">{t('columns.contact')}</th>
                    <th scope="col">{t('columns.expiry')}</th>
                    <th scope="col">{t('columns.reminder')}</th>
                    <th scope="col" className={classes.tick}>
                      {t('columns.reached')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.members.map((member, index) => (
                    <tr key={member.id}>
                      <td className={sheet.number}>{index + 1}</td>
                      <td>{member.fullName}</td>
                      <td className={sheet.reference}>{member.referenceNumber}</td>
                      <td className={sheet.nowrap}>{member.phoneNumber || '—'}</td>
                      <td className={sheet.nowrap}>{formatDate(member.expiryDate, locale)}</td>
                      <td>{remindedText(member, texts)}</td>
                      <td className={classes.tick} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <ol
              className={classes.cards}
              aria-label={t('worklist.groupMembers', { barangay: group.barangay })}
            >
              {group.members.map((member, index) => (
                <li key={member.id} className={classes.card}>
                  <span className={classes.cardName}>
                    {index + 1}. {member.fullName}
                  </span>
                  <dl>
                    <dt>{t('columns.reference')}</dt>
                    <dd>{member.referenceNumber}</dd>
                    <dt>{t('columns.contact')}</dt>
                    <dd>{member.phoneNumber || '—'}</dd>
                    <dt>{t('columns.expiry')}</dt>
                    <dd>{formatDate(member.expiryDate, locale)}</dd>
                    <dt>{t('columns.reminder')}</dt>
                    <dd>{remindedText(member, texts)}</dd>
                    <dt>{t('columns.reached')}</dt>
                    <dd>☐</dd>
                  </dl>
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
      <p className={classes.footer}>{t('worklist.footer')}</p>
    </article>
  );
}
