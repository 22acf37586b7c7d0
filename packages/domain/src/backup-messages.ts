/**
 * Nightly backups' texts (DECISIONS 49). Beside the catalogue (messages.ts), not in it, so the pages
 * that never show them carry none of them (the log-in page has a byte budget); the catalogue's check
 * (message-catalogue.ts) knows the refusals.
 */
/** The API's refusals: the only ones the catalogue's check needs (the log-in page carries these). */
export const backupRefusals = {
  backupsHeadAdminOnly: 'Only a Head Administrator can see and run the backups.',
  backupAlreadyRunning: 'A backup is running now; wait for it to finish.',
};

export const backupMessages = {
  ...backupRefusals,
  backupStartedActivity: 'Started a backup of the database and the stored files',
  backupFailedTitle: 'Backup failed',
  backupFailed: (error: string) => `The backup could not be proven: ${error}`,
  backupStaleTitle: 'No recent backup',
  backupStale: 'The last proven backup is more than 36 hours old.',
  backupNoneYet: 'No backup has been proven yet.',
  backupCountsDiffer: (tables: string) => `the restored rows differ from the database's for ${tables}`,
  backupFileDiffers: (name: string) => `${name} differs from its manifest`,
  backupFilesMissing: (missing: string) => `stored files missing from the zip: ${missing}`,
  backupStorageFailed: (error: string) => `the backup could not be written: ${error}`,
};
