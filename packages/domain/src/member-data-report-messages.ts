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
