/**
 * The texts of the access log (issue 27 item 3, DECISIONS 46): the Access Log page and the member
 * profile's "Who viewed this member". Beside the catalogue (messages.ts), not in it, so the log-in
 * page carries none of them; the catalogue's check (message-catalogue.ts) knows them.
 */
export const accessLogMessages = {
  pageTitle: 'Access Log',
  pageIntro:
    'Every view of a member’s personal data and every download holding personal data, newest first. Entries are kept 12 months.',
  memberSectionTitle: 'Who viewed this member',
  memberSectionEmpty: 'Nobody has viewed this member’s records yet.',
  empty: 'No access matches these filters.',
  emptyHint: 'Try other filters or clear them.',
  loading: 'Loading the access log',
  loadingMember: 'Loading who viewed this member',
  filtersLabel: 'Filter the access log',
  tableCaption: 'Reads of personal data, newest first',
  memberSectionDescription:
    'Every administrator who opened this member’s records, newest first (head administrators only).',
  emptyUnfiltered: 'No access has been recorded yet.',
  loadFailed: 'The access log could not be loaded. Try again.',
  headAdminOnly: 'Only head administrators can see the access log.',
  downloadCsv: 'Download CSV',
  clearFilters: 'Clear filters',
  filterAdmin: 'Administrator',
  filterAdminAll: 'All administrators',
  filterMember: 'Member reference',
  filterMemberPlaceholder: 'REF-…',
  filterKind: 'What',
  filterKindAll: 'Everything',
  filterFrom: 'From',
  filterTo: 'To',
  columnWhen: 'Date and time',
  columnAdmin: 'Administrator',
  columnWhat: 'What',
  columnMember: 'Member or rows',
  columnAddress: 'Address',
  removedAdmin: 'A removed administrator',
  removedMember: 'A removed member',
  unknownAddress: 'Unknown',
  entriesCount: (total: number) =>
    `${total.toLocaleString('en-PH')} ${total === 1 ? 'entry' : 'entries'}, newest first`,
  /** More entries than the log counts (cappedTotal). */
  entriesMore: (limit: number) => `More than ${limit.toLocaleString('en-PH')} entries, newest first`,
  viewMember: (ref: string) => `View member ${ref}`,
  /** How many rows a download or a list held: '1 row', '1,250 rows'. */
  rowCount: (rows: number) => `${rows.toLocaleString('en-PH')} ${rows === 1 ? 'row' : 'rows'}`,
  kindLabels: {
    'member.details': 'Viewed the member’s details',
    'member.id_card': 'Viewed the member’s ID card',
    'member.image': 'Viewed an image',
    'member.services': 'Viewed services and claims',
    'member.renewals': 'Viewed renewal history',
    'member.access_log': 'Viewed who viewed the member',
    'member.messages': 'Viewed messages sent to the member',
    'member.reach': 'Viewed how to reach the member',
    'member.data_report': 'Produced the member data report',
    'id_cards.batch': 'Printed ID cards in batch',
    'reports.print': 'Printed the reports table',
    'reports.csv': 'Downloaded the reports CSV',
    'claims_report.csv': 'Downloaded the claims report CSV',
    'activity_log.csv': 'Downloaded the activity log CSV',
    'export.sql': 'Exported the database (SQL)',
    'export.storage': 'Exported the stored files (zip)',
    'import.refused_rows': 'Downloaded refused import rows',
    'access_log.page': 'Viewed the access log',
    'access_log.csv': 'Downloaded the access log CSV',
    'retention.worklist': 'Viewed the members due for removal',
  },
  /** The detail an entry names, in words (the member image read). */
  detailLabels: { 'id-picture': 'ID picture', signature: 'e-signature', 'qr-code': 'QR code' } as Record<
    string,
    string
  >,
  purgedActivity: (deleted: number, olderThan: string) =>
    `Deleted ${deleted.toLocaleString('en-PH')} access-log entries older than ${olderThan}`,
} as const;
