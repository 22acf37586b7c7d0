import { type MemberDetail, place } from '@portal/domain';
import { IconHeartHandshake } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { PROGRAM_NAME, PROGRAM_OFFICE } from '../../../lib/constants.ts';
import { formatDate } from '../../../lib/dates.ts';
import classes from './MemberIdCard.module.css';

function Band() {
  return (
    <div className={classes.band}>
      <div className={classes.logo} aria-hidden>
        <IconHeartHandshake size={16} />
      </div>
      <div>
        <div className={classes.bandTitle}>{PROGRAM_NAME}</div>
        <div className={classes.bandSub}>{PROGRAM_OFFICE}</div>
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
export function IdCardFront({ member, className, style, label = 'ID card front' }: FaceProps) {
  return (
    <section className={cx(classes.face, className)} style={style} aria-label={label}>
      <Band />
      <div className={classes.body}>
        {member.images.idPicture ? (
          <img className={classes.photo} src={member.images.idPicture} alt={member.fullName} />
        ) : (
          <div className={classes.photoMissing}>No photo</div>
        )}
        <div className={classes.facts}>
          <div className={classes.name}>{member.fullName}</div>
          <div>
            <div className={classes.label}>ID Number</div>
            <div className={classes.value}>{member.idNumber}</div>
          </div>
          <div>
            <div className={classes.label}>Reference Number</div>
            <div className={classes.mono}>{member.referenceNumber}</div>
          </div>
          <div>
            <div className={classes.label}>Barangay</div>
            <div className={classes.value}>
              {member.barangay}, {place.city}
            </div>
          </div>
        </div>
      </div>
      <div className={classes.dates}>
        <div>
          <div className={classes.label}>Registered</div>
          <div className={classes.value}>{formatDate(member.registrationDate)}</div>
        </div>
        <div style={{ textAlign: 'right' }}>
          <div className={classes.label}>Valid until</div>
          <div className={classes.value}>{formatDate(member.expiryDate)}</div>
        </div>
      </div>
    </section>
  );
}

/** The card's back: the QR code, the note and the member's signature. */
export function IdCardBack({ member, className, style, label = 'ID card back' }: FaceProps) {
  return (
    <section className={cx(classes.face, className)} style={style} aria-label={label}>
      <div className={classes.backBody}>
        {member.images.qrCode ? (
          <img className={classes.qr} src={member.images.qrCode} alt={`QR code ${member.referenceNumber}`} />
        ) : (
          <div className={classes.photoMissing}>No QR code</div>
        )}
        <div className={classes.backSide}>
          <div className={classes.note}>
            Scan the QR code to check this membership. This card is personal and not transferable. If found,
            please return it to the City Health Office, {place.city}.
          </div>
          <div>
            {member.images.signature ? (
              <img className={classes.signature} src={member.images.signature} alt="Member's signature" />
            ) : null}
            <div className={classes.signatureLine}>Member's signature</div>
          </div>
        </div>
      </div>
      <div className={classes.backFooter}>
        {member.referenceNumber} · {PROGRAM_NAME}
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
