import { type MemberDetail, place } from '@portal/domain';
import { IconHeartHandshake } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

import { formatDate } from '../../../lib/dates.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import { programTexts } from '../../../lib/i18n/program.ts';
import classes from './MemberIdCard.module.css';

function Band() {
  const { pt } = useMemberTexts();
  const program = programTexts({ t: pt });
  return (
    <div className={classes.band}>
      <div className={classes.logo} aria-hidden>
        <IconHeartHandshake size={16} />
      </div>
      <div>
        <div className={classes.bandTitle}>{program.name}</div>
        <div className={classes.bandSub}>{program.office}</div>
      </div>
    </div>
  );
}

/** What a card prints: the profile's member (MemberDetail) and the batch's cards both have it. */
export type IdCardMember = Pick<
  MemberDetail,
  'fullName' | 'idNumber' | 'referenceNumber' | 'barangay' | 'registrationDate' | 'expiryDate' | 'images'
>;

type FaceProps = { member: IdCardMember; className?: string; style?: CSSProperties; label?: string };

/** The card's front at CR80 size (85.60 × 53.98 mm): the photo and the member's facts. */
export function IdCardFront({ member, className, style, label }: FaceProps) {
  const { t, locale } = useMemberTexts();
  return (
    <section className={cx(classes.face, className)} style={style} aria-label={label ?? t('idCard.front')}>
      <Band />
      <div className={classes.body}>
        {member.images.idPicture ? (
          <img className={classes.photo} src={member.images.idPicture} alt={member.fullName} />
        ) : (
          <div className={classes.photoMissing}>{t('idCard.noPhoto')}</div>
        )}
        <div className={classes.facts}>
          <div className={classes.name}>{member.fullName}</div>
          <div>
            <div className={classes.label}>{t('idCard.idNumber')}</div>
            <div className={classes.value}>{member.idNumber}</div>
          </div>
          <div>
            <div className={classes.label}>{t('idCard.referenceNumber')}</div>
            <div className={classes.mono}>{member.referenceNumber}</div>
          </div>
          <div>
            <div className={classes.label}>{t('idCard.barangay')}</div>
            <div className={classes.value}>
              {member.barangay}, {place.city}
            </div>
          </div>
        </div>
      </div>
      <div className={classes.dates}>
        <div>
          <div className={classes.label}>{t('idCard.registered')}</div>
          <div className={classes.value}>{formatDate(member.registrationDate, locale)}</div>
        </div>
        <div style={{ textAlign: 'right' }}>
          <div className={classes.label}>{t('idCard.validUntil')}</div>
          <div className={classes.value}>{formatDate(member.expiryDate, locale)}</div>
        </div>
      </div>
    </section>
  );
}

/** The card's back: the QR code, the note and the member's signature. */
export function IdCardBack({ member, className, style, label }: FaceProps) {
  const { t, pt } = useMemberTexts();
  const program = programTexts({ t: pt });
  return (
    <section className={cx(classes.face, className)} style={style} aria-label={label ?? t('idCard.backSide')}>
      <div className={classes.backBody}>
        {member.images.qrCode ? (
          <img
            className={classes.qr}
            src={member.images.qrCode}
            alt={t('idCard.qrAlt', { reference: member.referenceNumber })}
          />
        ) : (
          <div className={classes.photoMissing}>{t('idCard.noQr')}</div>
        )}
        <div className={classes.backSide}>
          <div className={classes.note}>{t('idCard.note', { city: place.city })}</div>
          <div>
            {member.images.signature ? (
              <img className={classes.signature} src={member.images.signature} alt={t('idCard.signature')} />
            ) : null}
            <div className={classes.signatureLine}>{t('idCard.signature')}</div>
          </div>
        </div>
      </div>
      <div className={classes.backFooter}>
        {member.referenceNumber} · {program.name}
      </div>
    </section>
  );
}

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** The member ID card, front and back side by side (the single card page). */
export function MemberIdCard({ member }: { member: IdCardMember }) {
  return (
    <div className={classes.sheet}>
      <IdCardFront member={member} />
      <IdCardBack member={member} />
    </div>
  );
}

export { classes as idCardClasses };
