import { Typography } from '@mantine/core';
import { LEGAL_LAST_UPDATED } from '../../../lib/constants.ts';
import { formatDate } from '../../../lib/dates.ts';
import classes from './legal.module.css';

/**
 * Terms and Conditions for staff using the portal. The wording is the City's to
 * adjust; it states what staff accept when they register.
 */
export function TermsAndConditions() {
  return (
    <Typography className={classes.document}>
      <p>
        <em>Last updated: {formatDate(LEGAL_LAST_UPDATED)}</em>
      </p>
      <p>
        These Terms and Conditions govern the use of the Calapan City Health Assistance Portal (the “Portal”),
        an information system of the City Government of Calapan, Oriental Mindoro, operated by the City Health
        Office for the administration of the City’s health-assistance program. By registering for an
        administrator account and by using the Portal, you accept these terms.
      </p>

      <h3>1. Authorised use only</h3>
      <ul>
        <li>
          The Portal may be used only by officials, employees and authorised personnel of the City Government
          of Calapan whose duties include the administration of the health-assistance program, and only after
          their account has been approved by a Head Administrator.
        </li>
        <li>
          You may use the Portal only for official purposes: registering and renewing members, recording their
          beneficiaries, recording claimed medical services, verifying memberships, and preparing reports and
          exports requested by the City Health Office.
        </li>
        <li>
          You may not look up, copy, print, export or disclose any record out of personal curiosity, for a
          political, commercial or personal purpose, or for any person not authorised to receive it.
        </li>
      </ul>

      <h3>2. Accuracy of records</h3>
      <ul>
        <li>
          You are responsible for the truth and completeness of the information you enter. Enter data only
          from the member’s own documents or declarations, check names, dates of birth and ID numbers before
          saving, and correct a mistake as soon as you notice it.
        </li>
        <li>
          Claims must reflect services actually received and documented. Recording a fictitious, inflated or
          duplicated claim, or splitting a claim to go around a service limit, is prohibited.
        </li>
        <li>
          Do not register a member twice or alter another staff member’s entries without a documented reason.
        </li>
      </ul>

      <h3>3. Confidentiality</h3>
      <ul>
        <li>
          Member records contain personal and sensitive personal information, including health information.
          You shall keep them confidential during and after your employment, in line with the Data Privacy Act
          of 2012 (Republic Act No. 10173) and the Portal’s Data Privacy Policy.
        </li>
        <li>
          Do not leave records open on an unattended screen, do not discuss members’ health information
          outside your official duties, and dispose of printed reports securely.
        </li>
        <li>
          Exported files must be stored only on equipment and storage approved by the City Health Office.
        </li>
      </ul>

      <h3>4. Account security</h3>
      <ul>
        <li>
          Your account is personal. Do not share your username or password, and do not let anyone else work
          under your account.
        </li>
        <li>
          Choose a strong password that you do not use elsewhere, sign out when you finish, and use the Portal
          only on devices you are allowed to use for official work.
        </li>
        <li>
          Report at once to a Head Administrator or the Data Protection Officer any suspected disclosure of
          your password, lost device, or unusual activity in the Portal.
        </li>
      </ul>

      <h3>5. Audit logging and monitoring</h3>
      <p>
        The Portal records who signed in and what was viewed, created, changed, archived or exported, with the
        date and time. These activity logs are used to investigate errors and incidents, to protect the
        members’ data and to demonstrate accountability. They are kept as stated in the Data Privacy Policy.
        By using the Portal you acknowledge this monitoring.
      </p>

      <h3>6. Approval, suspension and termination of access</h3>
      <p>
        A Head Administrator may approve or reject a registration and may suspend or end an account at any
        time, in particular when you change assignment, leave the service, or breach these terms. Your access
        ends when your employment or assignment to the program ends.
      </p>

      <h3>7. Sanctions</h3>
      <p>
        A breach of these terms may lead to the suspension or removal of your access and to administrative
        proceedings under Civil Service rules. Unauthorised processing, access due to negligence, improper
        disposal, unauthorised disclosure or other acts punished by Republic Act No. 10173, and acts punished
        by the Cybercrime Prevention Act of 2012 (Republic Act No. 10175) or other laws, may also lead to
        civil and criminal liability.
      </p>

      <h3>8. Availability and changes</h3>
      <p>
        The City Health Office may interrupt the Portal for maintenance and may update these terms. Material
        changes will be announced in the Portal; continued use after an announcement means you accept the
        updated terms.
      </p>

      <h3>9. Questions</h3>
      <p>
        Questions about these terms may be sent to the City Health Office of Calapan City or to the Data
        Protection Officer named in the Data Privacy Policy.
      </p>
    </Typography>
  );
}
