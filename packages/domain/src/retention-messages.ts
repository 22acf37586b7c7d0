/**
 * The texts of record retention (issue 27 item 5, DECISIONS 48): the worklist of members due for
 * removal, its confirmation, the removed member's short profile and the Settings line. Beside the
 * catalogue (messages.ts), not in it; the catalogue's check (message-catalogue.ts) knows them.
 */
const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-PH')} ${n === 1 ? one : many}`;

export const retentionMessages = {
  /** Shown wherever a removed member's name would be (with the reference number beside it). */
  removedMemberName: 'Removed member',
  pageTitle: 'Record retention',
  pageIntro: (years: string) =>
    `Members whose membership ended (expired or archived) more than ${years} ago. Review the list, then remove their personal data. Their barangay, birth year, gender and claims stay for the reports.`,
  headAdminOnly: 'Only head administrators can remove members’ personal data.',
  loading: 'Loading the members due for removal',
  loadFailed: 'The worklist could not be loaded. Try again.',
  empty: 'No member is due for removal.',
  emptyHint: 'Members appear here once their membership ended more than the retention period ago.',
  tableCaption: 'Members due for removal of their personal data',
  dueCount: (n: number) => `${plural(n, 'member', 'members')} due for removal`,
  yearsLabel: (years: number) => plural(years, 'year', 'years'),
  columnReference: 'Reference number',
  columnName: 'Name',
  columnBarangay: 'Barangay',
  columnEndedOn: 'Ended on',
  columnWhy: 'Why',
  reasonExpired: 'Expired',
  reasonArchived: 'Archived',
  removeButton: (n: number) => `Remove personal data of ${plural(n, 'member', 'members')}`,
  confirmTitle: 'Remove personal data?',
  confirmBody: (n: number) =>
    `The names, ID number, contact details, address, date of birth (except the year), images and beneficiaries’ names of ${plural(n, 'member', 'members')} will be deleted. This cannot be undone.`,
  confirmKept: 'Kept for the reports: reference number, barangay, birth year, gender and claims.',
  confirmButton: 'Remove personal data',
  cancelButton: 'Cancel',
  removed: (n: number) => `Personal data of ${plural(n, 'member', 'members')} removed.`,
  /** 409: Update Profile or a beneficiary change of a member whose personal data was removed. */
  memberRemovedRefusal:
    'This member’s personal data was removed under the record retention rule: the record cannot be changed.',
  /** 409: the due members changed between the review and the confirmation. */
  worklistChanged: 'The list of members due for removal changed. Review it again before confirming.',
  /** The short profile of a removed member. */
  removedProfileTitle: 'Personal data removed',
  removedProfileBody: (date: string) =>
    `This member’s personal data was removed on ${date} under the record retention rule. Their claims still count in the reports.`,
  settingsTitle: 'Record retention',
  settingsYears: (years: string) =>
    `Personal data is removed, after a head administrator confirms, once a membership ended more than ${years} ago.`,
  settingsFromEnvironment: 'Set by RECORD_RETENTION_YEARS in the server’s environment (read-only here).',
  settingsLink: 'Review members due for removal',
  pageLabel: (page: number, pages: number) => `Page ${page} of ${pages}`,
  membersCount: (n: number) => plural(n, 'member', 'members'),
};
