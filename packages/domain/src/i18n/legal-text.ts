/**
 * The two documents a staff member accepts on registering (spec 2): the Terms and Conditions and the
 * Data Privacy Policy under the Data Privacy Act of 2012 (RA 10173), its Implementing Rules and
 * Regulations and the National Privacy Commission's circulars (retention periods and the 72-hour
 * breach notice follow spec 9). The wording is the City's to adjust; legal-text-fil.ts holds the
 * Filipino, block for block (the type checker refuses a block missing or of another kind).
 *
 * Each document is a list of blocks: a heading, a paragraph or a list. In a text, `**…**` is bold,
 * `*…*` italics, a line break starts a new line, and `{{name}}` is filled in (`date`: the day the
 * terms were last updated, as the language writes it; `dpoEmail`: the Data Protection Officer's
 * address).
 */
export type LegalBlock =
  | { readonly heading: string }
  | { readonly paragraph: string }
  | { readonly list: readonly string[] };

export type LegalDocument = { readonly blocks: readonly LegalBlock[] };

export const legalText = {
  terms: {
    blocks: [
      { paragraph: '*Last updated: {{date}}*' },
      {
        paragraph:
          'These Terms and Conditions govern the use of the Calapan City Health Assistance Portal (the “Portal”), an information system of the City Government of Calapan, Oriental Mindoro, operated by the City Health Office for the administration of the City’s health-assistance program. By registering for an administrator account and by using the Portal, you accept these terms.',
      },
      { heading: '1. Authorised use only' },
      {
        list: [
          'The Portal may be used only by officials, employees and authorised personnel of the City Government of Calapan whose duties include the administration of the health-assistance program, and only after their account has been approved by a Head Administrator.',
          'You may use the Portal only for official purposes: registering and renewing members, recording their beneficiaries, recording claimed medical services, verifying memberships, and preparing reports and exports requested by the City Health Office.',
          'You may not look up, copy, print, export or disclose any record out of personal curiosity, for a political, commercial or personal purpose, or for any person not authorised to receive it.',
        ],
      },
      { heading: '2. Accuracy of records' },
      {
        list: [
          'You are responsible for the truth and completeness of the information you enter. Enter data only from the member’s own documents or declarations, check names, dates of birth and ID numbers before saving, and correct a mistake as soon as you notice it.',
          'Claims must reflect services actually received and documented. Recording a fictitious, inflated or duplicated claim, or splitting a claim to go around a service limit, is prohibited.',
          'Do not register a member twice or alter another staff member’s entries without a documented reason.',
        ],
      },
      { heading: '3. Confidentiality' },
      {
        list: [
          'Member records contain personal and sensitive personal information, including health information. You shall keep them confidential during and after your employment, in line with the Data Privacy Act of 2012 (Republic Act No. 10173) and the Portal’s Data Privacy Policy.',
          'Do not leave records open on an unattended screen, do not discuss members’ health information outside your official duties, and dispose of printed reports securely.',
          'Exported files must be stored only on equipment and storage approved by the City Health Office.',
        ],
      },
      { heading: '4. Account security' },
      {
        list: [
          'Your account is personal. Do not share your username or password, and do not let anyone else work under your account.',
          'Choose a strong password that you do not use elsewhere, sign out when you finish, and use the Portal only on devices you are allowed to use for official work.',
          'Report at once to a Head Administrator or the Data Protection Officer any suspected disclosure of your password, lost device, or unusual activity in the Portal.',
        ],
      },
      { heading: '5. Audit logging and monitoring' },
      {
        paragraph:
          'The Portal records who signed in and what was viewed, created, changed, archived or exported, with the date and time. These activity logs are used to investigate errors and incidents, to protect the members’ data and to demonstrate accountability. They are kept as stated in the Data Privacy Policy. By using the Portal you acknowledge this monitoring.',
      },
      { heading: '6. Approval, suspension and termination of access' },
      {
        paragraph:
          'A Head Administrator may approve or reject a registration and may suspend or end an account at any time, in particular when you change assignment, leave the service, or breach these terms. Your access ends when your employment or assignment to the program ends.',
      },
      { heading: '7. Sanctions' },
      {
        paragraph:
          'A breach of these terms may lead to the suspension or removal of your access and to administrative proceedings under Civil Service rules. Unauthorised processing, access due to negligence, improper disposal, unauthorised disclosure or other acts punished by Republic Act No. 10173, and acts punished by the Cybercrime Prevention Act of 2012 (Republic Act No. 10175) or other laws, may also lead to civil and criminal liability.',
      },
      { heading: '8. Availability and changes' },
      {
        paragraph:
          'The City Health Office may interrupt the Portal for maintenance and may update these terms. Material changes will be announced in the Portal; continued use after an announcement means you accept the updated terms.',
      },
      { heading: '9. Questions' },
      {
        paragraph:
          'Questions about these terms may be sent to the City Health Office of Calapan City or to the Data Protection Officer named in the Data Privacy Policy.',
      },
    ],
  },
  privacy: {
    blocks: [
      {
        paragraph:
          'The City Government of Calapan respects your privacy and protects personal data in accordance with the Data Privacy Act of 2012 (Republic Act No. 10173, the “DPA”), its Implementing Rules and Regulations (IRR), and the issuances of the National Privacy Commission (NPC). This policy explains how personal data is processed in the Calapan City Health Assistance Portal (the “Portal”).',
      },
      { heading: '1. Personal information controller' },
      {
        paragraph:
          'The personal information controller is the City Government of Calapan, Oriental Mindoro, acting through the City Health Office, which operates the Portal and the health-assistance program. Service providers that host or maintain the Portal act only as personal information processors under a written agreement and on the City’s instructions.',
      },
      { heading: '2. Personal data we process' },
      {
        paragraph:
          '**About staff (administrators):** first, middle, last and maiden names; date of birth; gender; civil status; contact number; username; email address; role in the program; consents given; a securely hashed password (never the password itself); approval status; and records of sign-ins and actions in the Portal (activity logs), including date, time and network address.',
      },
      {
        paragraph:
          '**About members and their beneficiaries:** names, ID number, reference number, date of birth, age, gender, civil status, address, contact number, ID picture, electronic signature and QR code of the member; names, dates of birth, relationship and PWD status of beneficiaries; and the medical services claimed, with institution, amount and date.',
      },
      {
        paragraph:
          'Health information, age, civil status, disability status and government-issued identifiers are **sensitive personal information** under Section 3(l) of the DPA and receive the highest level of protection.',
      },
      { heading: '3. Purposes of processing' },
      {
        list: [
          'to create, verify, approve and secure staff accounts and to control access to the Portal;',
          'to register members and beneficiaries, determine eligibility, record and verify claimed medical services against program limits, renew memberships, and verify membership through QR codes;',
          'to prepare reports and statistics for the planning, budgeting, audit and monitoring of the program;',
          'to keep activity logs for security, accountability, investigation of incidents and compliance with the DPA and audit rules.',
        ],
      },
      { paragraph: 'Personal data is not used for any purpose incompatible with these, and is never sold.' },
      { heading: '4. Lawful basis' },
      {
        list: [
          'Staff data: the performance of your employment or engagement with the City, compliance with the City’s legal obligations, the City’s legitimate interest in securing its systems (Section 12(b), (c) and (f) of the DPA), and your consent for the processing described in this policy.',
          'Member and beneficiary data: the fulfilment of the City’s mandate to deliver health services and social benefits to its constituents and the consent of the member (Section 12(a) and (e), and Section 13(a), (b) and (c) for sensitive personal information, including processing provided for by laws and regulations and for medical treatment).',
        ],
      },
      { heading: '5. Sharing and disclosure' },
      {
        paragraph:
          'Personal data is accessible only to approved staff who need it for their duties. It may be shared with other offices of the City Government of Calapan involved in the program, with the Commission on Audit and other government agencies when required by law or a lawful order, and with the service providers that host and maintain the Portal under data-sharing or outsourcing agreements that meet NPC requirements. The public QR code page shows only a member’s full name, reference number, membership status and dates — never health information, ID numbers, addresses or beneficiaries.',
      },
      { heading: '6. Security measures' },
      {
        list: [
          'Organisational: a designated Data Protection Officer; approval of each staff account by a Head Administrator; confidentiality undertakings; training; and this policy and the Terms and Conditions.',
          'Physical: Portal equipment and exported files are kept in access-controlled offices and approved storage.',
          'Technical: encrypted connections (HTTPS); passwords stored only as salted hashes; email verification; sign-in rate limiting; role-based access; member images served only to signed-in staff; activity logging; regular backups; and prompt security updates.',
        ],
      },
      { heading: '7. Retention and disposal' },
      {
        list: [
          'Activity logs are kept for 12 months, then deleted.',
          'Staff account data is kept while you hold an account and for up to 5 years after the end of your employment or assignment, to answer audits and investigations, then deleted or anonymised.',
          'Member, beneficiary and claims records are kept for as long as the membership and the program’s audit and record-keeping rules require, then disposed of in accordance with the rules of the National Archives of the Philippines.',
        ],
      },
      { paragraph: 'Disposal is done securely so that the data cannot be read or reconstructed.' },
      { heading: '8. Personal data breaches' },
      {
        paragraph:
          'If a personal data breach involving sensitive personal information or information that may enable identity fraud is likely to give rise to a real risk of serious harm, the City will notify the National Privacy Commission and the affected data subjects within seventy-two (72) hours of knowledge of the breach, as required by NPC Circular No. 16-03 and its successors. The notice states the nature of the breach, the data involved, the measures taken, and whom to contact. Staff must report any suspected breach to the Data Protection Officer immediately.',
      },
      { heading: '9. Your rights as a data subject' },
      { paragraph: 'Under the DPA you have the right:' },
      {
        list: [
          'to be informed whether and how your personal data is processed;',
          'to access your personal data and obtain a copy of it;',
          'to object to processing, including processing based on consent;',
          'to have inaccurate or incomplete data corrected (rectification);',
          'to have your data suspended, withdrawn, blocked, removed or destroyed when the law allows (erasure);',
          'to data portability, where applicable;',
          'to be indemnified for damages due to inaccurate, unlawfully obtained or unauthorised use of data; and',
          'to lodge a complaint with the National Privacy Commission.',
        ],
      },
      {
        paragraph:
          'Some rights may be limited where processing is required by law or for the City’s public functions. Withdrawing your consent as a staff member means your account can no longer be maintained.',
      },
      { heading: '10. Contact: Data Protection Officer' },
      {
        paragraph:
          'Data Protection Officer, City Health Office, City Government of Calapan, Oriental Mindoro\nEmail: **{{dpoEmail}}**\n*(Placeholder address — the City Government of Calapan will publish the Data Protection Officer’s official contact details here before the Portal is put into service.)*',
      },
      { paragraph: 'You may also contact the National Privacy Commission at **www.privacy.gov.ph**.' },
    ],
  },
} as const;
