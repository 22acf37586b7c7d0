import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import {
  MESSAGE_CHANNEL_LABELS,
  messageListMessages,
  messages,
  type RenewalDue,
  type RenewalWorklist,
} from '@portal/domain';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { BarangayFilter } from '../../components/ListFilters.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import sheet from '../../components/PrintSheet.module.css';
import { errorMessage, queryString } from '../../lib/api.ts';
import { PROGRAM_NAME, PROGRAM_OFFICE } from '../../lib/constants.ts';
import { formatDate } from '../../lib/dates.ts';
import { useRenewalWorklist } from './api/get-renewal-worklist.ts';
import classes from './RenewalWorklistPage.module.css';

/**
 * The printable renewal worklist (/admin/membership-renewals/worklist?barangay=): members whose
 * membership expires within 30 days, grouped by barangay, with their contact numbers and a blank
 * column to tick, for the barangay health workers who reach them. Prints on A4 without the portal's frame.
 */
/** 'Reminded by SMS on March 6, 2026' (issue 25), or that no reminder went yet. */
function remindedText(member: RenewalDue): string {
  return member.reminded
    ? messageListMessages.remindedBy(
        MESSAGE_CHANNEL_LABELS[member.reminded.channel],
        formatDate(member.reminded.on),
      )
    : messageListMessages.notReminded;
}

export default function RenewalWorklistPage() {
  const [params, setParams] = useSearchParams();
  const barangay = params.get('barangay') ?? '';
  const worklist = useRenewalWorklist(barangay);

  const chooseBarangay = (value: string) => setParams(value ? { barangay: value } : {}, { replace: true });

  return (
    <>
      <div className={sheet.noPrint}>
        <PageHeader
          title="Renewal worklist"
          description="Members whose membership expires within 30 days, by barangay, for the barangay health workers."
          actions={
            <>
              <Button
                component={Link}
                to={`/admin/membership-renewals${queryString({ barangay })}`}
                variant="subtle"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
              >
                Membership Renewals
              </Button>
              <Button
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
                disabled={!worklist.data}
              >
                Print
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
        <Stack gap="sm" maw={794} aria-busy="true" aria-label="Loading the worklist">
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
  const count = worklist.barangays.reduce((sum, group) => sum + group.members.length, 0);
  return (
    <article className={`${sheet.sheet} ${classes.sheet}`} aria-labelledby="worklist-title">
      <header className={sheet.letterhead}>
        <div>
          <p className={sheet.program}>{PROGRAM_NAME}</p>
          <p className={sheet.office}>{PROGRAM_OFFICE}</p>
          <h2 className={sheet.title} id="worklist-title">
            Membership renewal worklist
          </h2>
          <p className={sheet.office}>Members whose membership expires within the next 30 days</p>
        </div>
        <dl className={sheet.facts}>
          <div>
            <dt>Date: </dt>
            <dd>{formatDate(worklist.on)}</dd>
          </div>
          <div>
            <dt>Barangay: </dt>
            <dd>{barangay || 'All barangays'}</dd>
          </div>
          <div>
            <dt>Members: </dt>
            <dd>{count}</dd>
          </div>
        </dl>
      </header>

      {worklist.barangays.length === 0 ? (
        <Text>{messages.noWorklistMembers}</Text>
      ) : (
        worklist.barangays.map((group) => (
          <section key={group.barangay} className={classes.group} aria-label={`Barangay ${group.barangay}`}>
            <h3 className={classes.groupTitle}>
              {group.barangay} ({group.members.length})
            </h3>
            {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen. */}
            <section
              className={`${sheet.scroll} ${classes.tableOnWide}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus (axe scrollable-region-focusable)
              tabIndex={0}
              aria-label={`Members of ${group.barangay}`}
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
                    <th scope="col">Name</th>
                    <th scope="col">Reference No.</th>
                    <th scope="col">Contact number</th>
                    <th scope="col">Expiry</th>
                    <th scope="col">{messageListMessages.remindedHeader}</th>
                    <th scope="col" className={classes.tick}>
                      Reached
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
                      <td className={sheet.nowrap}>{formatDate(member.expiryDate)}</td>
                      <td>{remindedText(member)}</td>
                      <td className={classes.tick} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <ol className={classes.cards} aria-label={`Members of ${group.barangay}`}>
              {group.members.map((member, index) => (
                <li key={member.id} className={classes.card}>
                  <span className={classes.cardName}>
                    {index + 1}. {member.fullName}
                  </span>
                  <dl>
                    <dt>Reference No.</dt>
                    <dd>{member.referenceNumber}</dd>
                    <dt>Contact number</dt>
                    <dd>{member.phoneNumber || '—'}</dd>
                    <dt>Expiry</dt>
                    <dd>{formatDate(member.expiryDate)}</dd>
                    <dt>{messageListMessages.remindedHeader}</dt>
                    <dd>{remindedText(member)}</dd>
                    <dt>Reached</dt>
                    <dd>☐</dd>
                  </dl>
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
      <p className={classes.footer}>
        Tick “Reached” once the member has been told about renewing; every membership on this list can already
        be renewed.
      </p>
    </article>
  );
}
