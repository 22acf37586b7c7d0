/**
 * `npm run restore -- FILE` (DECISIONS 49, README "Backups and restore"): a backup — its folder, its
 * manifest.json or its export_all.sql — into the empty database DATABASE_URL names (else the
 * embedded one under DATA_DIR: stop the portal first), and its files into the store (DATA_DIR/files,
 * or S3_BUCKET). Refuses a database that holds data already, and a backup that differs from its
 * manifest, before writing anything.
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/index.ts';
import {
  RestoreRefused,
  reportLines,
  restoreBackup,
  restoreFilesOf,
} from '../apps/server/src/features/backups/restore.ts';
import { createStorage } from '../apps/server/src/storage/index.ts';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => arg !== '--');
  if (!file) {
    console.error('Usage: npm run restore -- <backup folder | manifest.json | export_all.sql>');
    return 2;
  }
  const files = restoreFilesOf(file);
  const config = loadConfig(process.env);
  console.log(
    `Restoring into ${config.databaseUrl ? 'DATABASE_URL' : `the embedded database in ${config.dataDir}`} …`,
  );
  const database = await createDatabase(config, { holder: 'npm run restore' });
  try {
    const storage = await createStorage(config);
    const report = await restoreBackup(database, storage, files, (line) => console.log(line));
    for (const line of reportLines(report)) console.log(line);
    if (report.tables.some((t) => !t.ok)) {
      console.error('Some tables hold other counts than the backup says: see above.');
      return 1;
    }
    // A backup holds the sign-in accounts (password hashes); one taken by an earlier version did not.
    console.log(
      report.tables.some((t) => t.table === 'account')
        ? 'Restored. Start the portal on it; administrators sign in with their passwords as before.'
        : 'Restored. Start the portal on it; each administrator sets a new password with "Forgot password?".',
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof RestoreRefused ? error.message : error);
      process.exit(1);
    },
  );
}
