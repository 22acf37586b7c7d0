/**
 * Where backups are written (DECISIONS 49): BACKUP_DIR when set; else, with S3_BUCKET, the member
 * files' bucket under `backups/`; else DATA_DIR/backups. Each backup is a folder of three files:
 * export_all.sql, storage-files.zip and manifest.json (written last: a folder without it is
 * unfinished). Both go through the Storage interface (a disk store rooted at the folder, or the
 * bucket), so a file is written whole or not at all and streamed both ways.
 */
import { rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { LocalDiskStorage, type Storage } from '../../storage/index.ts';

export const SQL_FILE = 'export_all.sql';
export const ZIP_FILE = 'storage-files.zip';
export const MANIFEST_FILE = 'manifest.json';

export type BackupDestination = {
  storage: Storage;
  /** The key of one of a backup's files. */
  key(folder: string, file: string): string;
  /** The folder as people find it (a path on the server, or s3://bucket/backups/<folder>/). */
  location(folder: string): string;
  /** On disk: the file's path (the proof reads the zip in place). Null on S3. */
  localPath(folder: string, file: string): string | null;
  /** After its files were deleted: the folder itself, on disk (S3 has no folders). */
  removeFolder(folder: string): Promise<void>;
};

export function backupDestination(
  config: Pick<AppConfig, 'backupDir' | 'dataDir' | 's3'>,
  storage: Storage,
): BackupDestination {
  if (!config.backupDir && config.s3) {
    const prefix = 'backups';
    return {
      storage,
      key: (folder, file) => `${prefix}/${folder}/${file}`,
      location: (folder) => `s3://${config.s3?.bucket}/${prefix}/${folder}/`,
      localPath: () => null,
      removeFolder: async () => undefined,
    };
  }
  const root = path.resolve(config.backupDir ?? path.join(config.dataDir, 'backups'));
  return {
    storage: new LocalDiskStorage(root),
    key: (folder, file) => `${folder}/${file}`,
    location: (folder) => path.join(root, folder),
    localPath: (folder, file) => path.join(root, folder, file),
    // Only when empty: anything else put there by hand stays.
    removeFolder: (folder) => rmdir(path.join(root, folder)).catch(() => undefined),
  };
}

/** A backup's folder name: when it started (UTC, sortable) and the start of its id. */
export function folderName(startedAt: Date, id: string): string {
  return `${startedAt
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${id.slice(0, 8)}`;
}
