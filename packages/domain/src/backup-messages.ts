/**
 * Nightly backups' texts (DECISIONS 49). Beside the catalogue (messages.ts), not in it, and not in the
 * catalogue's check (message-catalogue.ts) either: the check filters validation messages only, and
 * the two refusals below reach people as HttpError messages, which it never sees. So the log-in page,
 * whose forms load the check, carries none of these (it has a byte budget).
 */
export const backupMessages = {
  backupsHeadAdminOnly: 'Only a Head Administrator can see and run the backups.',
  backupAlreadyRunning: 'A backup is running now; wait for it to finish.',
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
