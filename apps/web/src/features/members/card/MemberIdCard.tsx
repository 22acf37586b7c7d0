import { type MemberDetail, place } from '@portal/domain';
import { IconHeartHandshake } from '@tabler/icons-react';
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

/** The member ID card, front and back, at CR80 size (85.60 × 53.98 mm). */
export function MemberIdCard({ member }: { member: MemberDetail }) {
  return (
    <div className={classes.sheet}>
      <section className={classes.face} aria-label="ID card front">
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

      <section className={classes.face} aria-label="ID card back">
        <div className={classes.backBody}>
          {member.images.qrCode ? (
            <img
              className={classes.qr}
              src={member.images.qrCode}
              alt={`QR code ${member.referenceNumber}`}
            />
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
    </div>
  );
}

export { classes as idCardClasses };
