/**
 * Texts of the failures the portal survives (issue 30, DECISIONS 50): the file store out of reach,
 * the data disk full, an image that did not load, the dashboard's low-disk warning. Beside the
 * catalogue (messages.ts), not in it, so the pages that never show them carry none of them (the log-in
 * page has a byte budget); the catalogue's check (message-catalogue.ts) knows them too.
 */
export const outageMessages = {
  storageUnavailable:
    'The portal cannot reach its file store (where photos and signatures are kept) right now. Nothing was saved. Please try again in a moment.',
  diskFull:
    'The server’s disk is full, so nothing can be saved right now. Nothing was saved, and records can still be viewed. Ask the head administrator to free disk space.',
  shuttingDown: 'The portal is restarting. Nothing was saved. Please try again in a moment.',
  imageUnavailable: 'The image could not be loaded.',
  imageRetry: 'Retry',
  diskLowTitle: 'Disk space is running low',
  diskLow: (free: string, total: string, folder: string) =>
    `Only ${free} of ${total} is free on the disk that holds ${folder} (the database and the member files). When it is full, nothing can be saved.`,
  diskLowAdvice:
    'Free space on that disk (old backups, other files) or move the data folder to a larger disk.',
  diskWritesRefused: 'Saving is refused until space is freed.',
};
