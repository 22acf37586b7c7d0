import { type ClaimReceipt, formatPesos } from '@portal/domain';
import { formatDate, formatDateTime, formatInstantDate } from '../../../lib/dates.ts';
import { loadedFilipino, useTexts } from '../../../lib/i18n/language.ts';
import { programTexts } from '../../../lib/i18n/program.ts';
import { useReceiptMessages } from '../texts.ts';
import classes from './ReceiptSheet.module.css';

/**
 * The receipt as it prints (DECISIONS 52): half an A4 sheet (210 × 148.5 mm) with the office, the
 * receipt's number and date, the member, the service, the amount in figures and in words, what
 * remains of the service, and the claimant's acknowledgment above the two signature lines. REPRINT and VOID are stamped beside the
 * title; a voided claim's sheet also carries VOID across it and the reason.
 */
export function ReceiptSheet({ receipt }: { receipt: ClaimReceipt }) {
  const receiptMessages = useReceiptMessages();
  const { t, language, locale } = useTexts();
  const { office, member, claim, remaining, voided } = receipt;
  // The program's name, the amount in words and the window in the chosen language (issue 26); the
  // server's are English.
  const programName = programTexts({ t }).name;
  const filipino = language === 'fil' ? loadedFilipino() : null;
  const amountInWords = filipino ? filipino.pesosInWordsFil(claim.amountCentavos) : claim.amountInWords;
  const windowLabel =
    remaining && filipino ? filipino.receiptWindowLabelFil(remaining.window) : remaining?.windowLabel;
  const service = claim.specificProcedure
    ? `${claim.serviceType} — ${claim.specificProcedure}`
    : claim.serviceType;
  return (
    <article
      className={classes.sheet}
      aria-labelledby="receipt-title"
      data-void={voided ? '' : undefined}
      data-watermark={voided ? receiptMessages.receiptVoid : undefined}
    >
      <header className={classes.letterhead}>
        <div className={classes.brand}>
          <p className={classes.program}>{programName}</p>
          <p className={classes.office}>{office.officeName}</p>
          <p className={classes.address}>
            {office.address}
            {office.phone ? receiptMessages.receiptPhone(office.phone) : ''}
          </p>
        </div>
        <dl className={classes.numberBox}>
          <div>
            <dt>{receiptMessages.receiptNumber}</dt>
            <dd className={classes.number} data-testid="receipt-number">
              {receipt.number}
            </dd>
          </div>
          <div>
            <dt>{receiptMessages.receiptDate}</dt>
            <dd>{formatInstantDate(receipt.issuedAt, locale)}</dd>
          </div>
        </dl>
      </header>

      <div className={classes.titleRow}>
        <h2 className={classes.title} id="receipt-title">
          {receiptMessages.receiptTitle}
        </h2>
        {receipt.reprint ? <span className={classes.stamp}>{receiptMessages.receiptReprint}</span> : null}
        {voided ? (
          <span className={`${classes.stamp} ${classes.voidStamp}`}>{receiptMessages.receiptVoid}</span>
        ) : null}
      </div>

      {voided ? (
        <p className={classes.voidNotice}>
          {receiptMessages.receiptVoidNotice(
            formatDateTime(voided.at, locale),
            voided.byName ?? receiptMessages.receiptFormerAdmin,
            voided.reason,
          )}
        </p>
      ) : null}

      <div className={classes.body}>
        <dl className={classes.details}>
          <dt>{receiptMessages.receiptMember}</dt>
          <dd className={classes.strong}>{member.name}</dd>
          <dt>{receiptMessages.receiptReference}</dt>
          <dd className={classes.mono}>{member.referenceNumber}</dd>
          {claim.beneficiaryName ? (
            <>
              <dt>{receiptMessages.receiptBeneficiary}</dt>
              <dd>{claim.beneficiaryName}</dd>
            </>
          ) : null}
          <dt>{receiptMessages.receiptService}</dt>
          <dd>
            {service}{' '}
            <span className={classes.muted}>({receiptMessages.receiptCategories[claim.category]})</span>
          </dd>
          <dt>{receiptMessages.receiptInstitution}</dt>
          <dd>{claim.institution}</dd>
          <dt>{receiptMessages.receiptServiceDate}</dt>
          <dd>{formatDate(claim.serviceDate, locale)}</dd>
        </dl>
        <div className={classes.amountBox}>
          <p className={classes.amountLabel}>{receiptMessages.receiptAmountReceived}</p>
          <p className={classes.amount} data-testid="receipt-amount">
            {formatPesos(claim.amountCentavos)}
          </p>
          <p className={classes.words} data-testid="receipt-amount-words">
            {amountInWords}
          </p>
        </div>
      </div>

      {remaining ? (
        <p className={classes.remaining}>
          {receiptMessages.receiptRemaining(claim.serviceType, windowLabel ?? '')}:{' '}
          <strong>{formatPesos(remaining.remainingCentavos)}</strong> {receiptMessages.receiptOutOf}{' '}
          {formatPesos(remaining.maxCentavos)}
        </p>
      ) : null}

      <p className={classes.statement}>{receiptMessages.receiptAcknowledgment(programName)}</p>

      <div className={classes.signatures}>
        <div className={classes.signature}>
          <span className={classes.signLine} />
          <span className={classes.caption}>{receiptMessages.receiptClaimantSignature}</span>
        </div>
        <div className={classes.signature}>
          <span className={classes.signLine}>{receipt.printedByName}</span>
          <span className={classes.caption}>{receiptMessages.receiptReleasedBy}</span>
        </div>
      </div>

      <footer className={classes.footnote}>
        {[
          claim.recordedByName ? receiptMessages.receiptRecordedBy(claim.recordedByName) : null,
          receipt.reprint
            ? receiptMessages.receiptReprintNotice(formatInstantDate(receipt.issuedAt, locale))
            : null,
          receiptMessages.receiptPrintedBy(formatDateTime(receipt.printedAt, locale), receipt.printedByName),
        ]
          .filter(Boolean)
          .join(' ')}
      </footer>
    </article>
  );
}
