/**
 * The texts of the member data report (issue 27 item 4, DECISIONS 47): the member profile's button,
 * the printable page and the activity-log sentence. Beside the catalogue (messages.ts), not in it, so
 * the log-in page carries none of them; the catalogue's check (message-catalogue.ts) knows them.
 */
export const dataReportMessages = {
  button: 'Member data report',
  pageTitle: 'Member data report',
  pageIntro:
    'Everything the portal holds about this member, table by table, as of the time below. Print it or download it as JSON for the member.',
  loading: 'Loading the member data report',
  loadFailed: 'The member data report could not be produced. Try again.',
  headAdminOnly: 'Only head administrators can produce the member data report.',
  print: 'Print',
  downloadJson: 'Download JSON',
  backToProfile: 'Back to the profile',
  generatedAt: 'Produced',
  generatedBy: 'Produced by',
  imagesTitle: 'Images',
  noImage: 'None stored',
  emptySection: 'Nothing recorded.',
  leftOutTitle: 'Not included, and why',
  field: 'Field',
  value: 'Value',
  record: (index: number, total: number) => `Record ${index} of ${total}`,
  memberLine: (name: string, reference: string) => `${name} · ${reference}`,
  rowCount: (rows: number) => `${rows.toLocaleString('en-PH')} ${rows === 1 ? 'record' : 'records'}`,
  /** The activity log's description (who did it is added by the log). */
  producedActivity: (member: string) => `Produced the member data report of ${member}`,
  /** A section's heading, by the table it shows. */
  sectionTitles: {
    members: 'Member details',
    members_beneficiary: 'Beneficiaries',
    claimed_services: 'Claims',
    voided_claims: 'Voided claims',
    claim_receipts: 'Acknowledgment receipts',
    renewals: 'Renewals',
    notifications: 'Notifications',
    outbox_messages: 'Messages',
    member_consents: 'Consent to reminders',
    id_number_key_collisions: 'ID numbers shared with another member',
    activity_logs: 'Activity log entries about the member',
    access_log: 'Who viewed the member’s records',
    // Left out (leftOutReasons below), named in the list of what is not included.
    member_claim_totals: 'Claim totals per membership year',
    claim_member_months: 'Months with a claim',
  } as Record<string, string>,
  /**
   * Tables that name a member but are left out of the report, and why (shown under the report): each
   * is computed from tables the report holds, so it adds nothing the member could read there.
   */
  leftOutReasons: {
    member_claim_totals:
      'Claim totals per membership year: computed from the claims above, kept only to make the limits quick to check.',
    claim_member_months:
      'The months in which the member had a claim: computed from the claims above, kept only to make the claims report quick.',
  } as Record<string, string>,
  /**
   * A record's field, by its column (the same column means the same thing in every table); a test
   * (apps/server/test/member-data-report.test.ts) finds every reported table's columns here.
   */
  columnLabels: {
    action: 'Action',
    actor_id: 'Actor id',
    address: 'Address',
    admin_id: 'Admin id',
    age: 'Age',
    amount_centavos: 'Amount centavos',
    anonymized_at: 'Anonymized at',
    archived_at: 'Archived at',
    archived_by: 'Archived by',
    at: 'At',
    attempts: 'Attempts',
    backup_id: 'Backup id',
    barangay: 'Barangay',
    beneficiary_id: 'Beneficiary id',
    beneficiary_name: 'Beneficiary name',
    beneficiary_use: 'Beneficiary use',
    body: 'Body',
    category: 'Category',
    channel: 'Channel',
    civil_status: 'Civil status',
    claim_id: 'Claim id',
    complete_address: 'Complete address',
    consent_recorded_at: 'Consent recorded at',
    consent_recorded_by: 'Consent recorded by',
    consent_wording_version: 'Consent wording version',
    created_at: 'Created at',
    created_by: 'Created by',
    dedupe_key: 'Dedupe key',
    detail: 'Detail',
    details: 'Details',
    dob: 'Dob',
    email: 'Email',
    expiry_date: 'Expiry date',
    first_name: 'First name',
    found_at: 'Found at',
    gender: 'Gender',
    house_street: 'House street',
    html: 'Html',
    id: 'Id',
    id_number: 'Id number',
    id_number_key: 'Id number key',
    id_picture_key: 'Id picture key',
    import_batch_id: 'Import batch id',
    institution: 'Institution',
    issued_at: 'Issued at',
    issued_by: 'Issued by',
    key: 'Key',
    kind: 'Kind',
    language: 'Language',
    last_attempt_at: 'Last attempt at',
    last_error: 'Last error',
    last_name: 'Last name',
    last_printed_at: 'Last printed at',
    lease_token: 'Lease token',
    lease_until: 'Lease until',
    maiden_name: 'Maiden name',
    member_id: 'Member id',
    membership_year: 'Membership year',
    membership_year_index: 'Membership year index',
    message: 'Message',
    middle_name: 'Middle name',
    new_expiry: 'New expiry',
    next_attempt_at: 'Next attempt at',
    note: 'Note',
    number: 'Number',
    phone_number: 'Phone number',
    previous_expiry: 'Previous expiry',
    prints: 'Prints',
    provider_message_id: 'Provider message id',
    pwd: 'Pwd',
    qr_code_address: 'Qr code address',
    qr_code_key: 'Qr code key',
    recipient: 'Recipient',
    recorded_at: 'Recorded at',
    recorded_by: 'Recorded by',
    reference_number: 'Reference number',
    registration_date: 'Registration date',
    relationship: 'Relationship',
    relationship_other: 'Relationship other',
    reminder_consent: 'Reminder consent',
    removed_at: 'Removed at',
    removed_by: 'Removed by',
    renewed_at: 'Renewed at',
    renewed_by: 'Renewed by',
    replaced_by: 'Replaced by',
    route: 'Route',
    rows: 'Rows',
    same_as_member_id: 'Same as member id',
    search_text: 'Search text',
    sent_at: 'Sent at',
    service_date: 'Service date',
    service_type: 'Service type',
    signature_key: 'Signature key',
    specific_procedure: 'Specific procedure',
    spouse_order: 'Spouse order',
    status: 'Status',
    subject: 'Subject',
    suffix: 'Suffix',
    term_expiry: 'Term expiry',
    title: 'Title',
    type: 'Type',
    updated_at: 'Updated at',
    void_reason: 'Void reason',
    voided_at: 'Voided at',
    voided_by: 'Voided by',
    window_start: 'Window start',
    wording_version: 'Wording version',
    year: 'Year',
  } as Record<string, string>,
  /** A record's row that says the activity-log entry in words (who is left unnamed: the admin's id is in the record). */
  activityEntry: 'Entry',
  imageLabels: { 'id-picture': 'ID picture', signature: 'E-signature', 'qr-code': 'QR code' } as Record<
    string,
    string
  >,
} as const;

/** 'service_type' → 'Service type': a column's name in words. */
export function dataReportColumnLabel(column: string): string {
  const words = column.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A section's heading; a table the catalogue does not name reads as its name in words. */
export function dataReportSectionTitle(table: string): string {
  return dataReportMessages.sectionTitles[table] ?? dataReportColumnLabel(table);
}
