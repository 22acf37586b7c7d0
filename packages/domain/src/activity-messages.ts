/**
 * The activity log's sentences (DECISIONS 36). Beside the catalogue (messages.ts), not in it, so the
 * pages that never show them carry none of them (the log-in page has a byte budget); the catalogue's
 * check (message-catalogue.ts) knows them too.
 */
export const activityMessages = {
  memberRegisteredActivity: (name: string) => `Registered new member ${name}`,
  memberUpdatedActivity: (name: string) => `Updated the profile of ${name}`,
  memberArchivedActivity: (name: string) => `Archived member ${name}`,
  memberRestoredActivity: (name: string) => `Restored member ${name}`,
  beneficiaryAddedActivity: (beneficiary: string, member: string) =>
    `Added beneficiary ${beneficiary} to ${member}`,
  beneficiaryRemovedActivity: (beneficiary: string, member: string) =>
    `Removed beneficiary ${beneficiary} from ${member}`,
  renewedActivity: (name: string, newExpiry: string) =>
    `Renewed the membership of ${name} until ${newExpiry}`,
  claimActivity: (service: string, amount: string, member: string) =>
    `Claimed ${service} (${amount}) for ${member}`,
  limitChangedActivity: (service: string, from: string, to: string) =>
    `Changed the ${service} limit from ${from} to ${to}`,
  importedActivity: (count: string, file: string) => `Imported ${count} members from ${file}`,
  importUndoneActivity: (count: string, file: string) =>
    `Undid the import of ${file} (${count} members removed)`,
  /** Issue 27 item 5: one confirmed retention run (count: '3 members'; years: '5 years'). */
  personalDataRemovedActivity: (count: string, years: string) =>
    `Removed the personal data of ${count} under the ${years} retention rule`,
};
