import { Typography } from '@mantine/core';
import classes from './legal.module.css';

/**
 * Placeholder address of the Data Protection Officer: the City must replace it
 * with the DPO's real contact details before the portal goes live.
 */
export const DPO_EMAIL = 'dpo@health-portal.calapancity.example';

/**
 * Data Privacy Policy under the Data Privacy Act of 2012 (RA 10173), its
 * Implementing Rules and Regulations and the National Privacy Commission's
 * circulars. Retention periods and the 72-hour breach notice follow spec 9.
 */
export function DataPrivacyPolicy() {
  return (
    <Typography className={classes.document}>
      <p>
        The City Government of Calapan respects your privacy and protects personal data in accordance with the
        Data Privacy Act of 2012 (Republic Act No. 10173, the “DPA”), its Implementing Rules and Regulations
        (IRR), and the issuances of the National Privacy Commission (NPC). This policy explains how personal
        data is processed in the Calapan City Health Assistance Portal (the “Portal”).
      </p>

      <h3>1. Personal information controller</h3>
      <p>
        The personal information controller is the City Government of Calapan, Oriental Mindoro, acting
        through the City Health Office, which operates the Portal and the health-assistance program. Service
        providers that host or maintain the Portal act only as personal information processors under a written
        agreement and on the City’s instructions.
      </p>

      <h3>2. Personal data we process</h3>
      <p>
        <strong>About staff (administrators):</strong> first, middle, last and maiden names; date of birth;
        gender; civil status; contact number; username; email address; role in the program; consents given; a
        securely hashed password (never the password itself); approval status; and records of sign-ins and
        actions in the Portal (activity logs), including date, time and network address.
      </p>
      <p>
        <strong>About members and their beneficiaries:</strong> names, ID number, reference number, date of
        birth, age, gender, civil status, address, contact number, ID picture, electronic signature and QR
        code of the member; names, dates of birth, relationship and PWD status of beneficiaries; and the
        medical services claimed, with institution, amount and date.
      </p>
      <p>
        Health information, age, civil status, disability status and government-issued identifiers are{' '}
        <strong>sensitive personal information</strong> under Section 3(l) of the DPA and receive the highest
        level of protection.
      </p>

      <h3>3. Purposes of processing</h3>
      <ul>
        <li>to create, verify, approve and secure staff accounts and to control access to the Portal;</li>
        <li>
          to register members and beneficiaries, determine eligibility, record and verify claimed medical
          services against program limits, renew memberships, and verify membership through QR codes;
        </li>
        <li>
          to prepare reports and statistics for the planning, budgeting, audit and monitoring of the program;
        </li>
        <li>
          to keep activity logs for security, accountability, investigation of incidents and compliance with
          the DPA and audit rules.
        </li>
      </ul>
      <p>Personal data is not used for any purpose incompatible with these, and is never sold.</p>

      <h3>4. Lawful basis</h3>
      <ul>
        <li>
          Staff data: the performance of your employment or engagement with the City, compliance with the
          City’s legal obligations, the City’s legitimate interest in securing its systems (Section 12(b), (c)
          and (f) of the DPA), and your consent for the processing described in this policy.
        </li>
        <li>
          Member and beneficiary data: the fulfilment of the City’s mandate to deliver health services and
          social benefits to its constituents and the consent of the member (Section 12(a) and (e), and
          Section 13(a), (b) and (c) for sensitive personal information, including processing provided for by
          laws and regulations and for medical treatment).
        </li>
      </ul>

      <h3>5. Sharing and disclosure</h3>
      <p>
        Personal data is accessible only to approved staff who need it for their duties. It may be shared with
        other offices of the City Government of Calapan involved in the program, with the Commission on Audit
        and other government agencies when required by law or a lawful order, and with the service providers
        that host and maintain the Portal under data-sharing or outsourcing agreements that meet NPC
        requirements. The public QR code page shows only a member’s full name, reference number, membership
        status and dates — never health information, ID numbers, addresses or beneficiaries.
      </p>

      <h3>6. Security measures</h3>
      <ul>
        <li>
          Organisational: a designated Data Protection Officer; approval of each staff account by a Head
          Administrator; confidentiality undertakings; training; and this policy and the Terms and Conditions.
        </li>
        <li>
          Physical: Portal equipment and exported files are kept in access-controlled offices and approved
          storage.
        </li>
        <li>
          Technical: encrypted connections (HTTPS); passwords stored only as salted hashes; email
          verification; sign-in rate limiting; role-based access; member images served only to signed-in
          staff; activity logging; regular backups; and prompt security updates.
        </li>
      </ul>

      <h3>7. Retention and disposal</h3>
      <ul>
        <li>Activity logs are kept for 12 months, then deleted.</li>
        <li>
          Staff account data is kept while you hold an account and for up to 5 years after the end of your
          employment or assignment, to answer audits and investigations, then deleted or anonymised.
        </li>
        <li>
          Member, beneficiary and claims records are kept for as long as the membership and the program’s
          audit and record-keeping rules require, then disposed of in accordance with the rules of the
          National Archives of the Philippines.
        </li>
      </ul>
      <p>Disposal is done securely so that the data cannot be read or reconstructed.</p>

      <h3>8. Personal data breaches</h3>
      <p>
        If a personal data breach involving sensitive personal information or information that may enable
        identity fraud is likely to give rise to a real risk of serious harm, the City will notify the
        National Privacy Commission and the affected data subjects within seventy-two (72) hours of knowledge
        of the breach, as required by NPC Circular No. 16-03 and its successors. The notice states the nature
        of the breach, the data involved, the measures taken, and whom to contact. Staff must report any
        suspected breach to the Data Protection Officer immediately.
      </p>

      <h3>9. Your rights as a data subject</h3>
      <p>Under the DPA you have the right:</p>
      <ul>
        <li>to be informed whether and how your personal data is processed;</li>
        <li>to access your personal data and obtain a copy of it;</li>
        <li>to object to processing, including processing based on consent;</li>
        <li>to have inaccurate or incomplete data corrected (rectification);</li>
        <li>
          to have your data suspended, withdrawn, blocked, removed or destroyed when the law allows (erasure);
        </li>
        <li>to data portability, where applicable;</li>
        <li>
          to be indemnified for damages due to inaccurate, unlawfully obtained or unauthorised use of data;
          and
        </li>
        <li>to lodge a complaint with the National Privacy Commission.</li>
      </ul>
      <p>
        Some rights may be limited where processing is required by law or for the City’s public functions.
        Withdrawing your consent as a staff member means your account can no longer be maintained.
      </p>

      <h3>10. Contact: Data Protection Officer</h3>
      <p>
        Data Protection Officer, City Health Office, City Government of Calapan, Oriental Mindoro
        <br />
        Email: <strong>{DPO_EMAIL}</strong>
        <br />
        <em>
          (Placeholder address — the City Government of Calapan will publish the Data Protection Officer’s
          official contact details here before the Portal is put into service.)
        </em>
      </p>
      <p>
        You may also contact the National Privacy Commission at <strong>www.privacy.gov.ph</strong>.
      </p>
    </Typography>
  );
}
