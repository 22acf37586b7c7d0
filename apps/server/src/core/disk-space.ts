/**
 * The data disk's free space (issue 30 item 3, DECISIONS 50): what the portal writes to DATA_DIR —
 * the embedded PostgreSQL server's files and the member files on disk — is refused, not half
 * written, once the disk is nearly full. `DiskWatch` reads the file system's free space (statfs, at
 * most once a second); http/disk-guard.ts refuses API writes while less than the reserve is left;
 * GET /api/system/disk tells head admins (the dashboard's warning).
 */
import type { StatsFs } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { DISK_WRITE_RESERVE_BYTES, type DiskSpace, isDiskSpaceLow } from '@portal/domain';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { LocalDiskStorage, type Storage } from '../storage/index.ts';

export type DiskReading = DiskSpace & { path: string; low: boolean; writesRefused: boolean };

export class DiskWatch {
  private cached: { at: number; reading: Promise<DiskReading | null> } | null = null;

  /**
   * @param folders what the portal writes to (none: nothing is watched, writes are never refused here)
   * @param reserveBytes writes are refused below this many bytes free
   */
  constructor(
    readonly folders: readonly string[],
    private readonly reserveBytes = DISK_WRITE_RESERVE_BYTES,
    private readonly maxAgeMs = 1_000,
  ) {}

  /** The watched folder with the least space free (read at most once per `maxAgeMs`); null when none. */
  reading(): Promise<DiskReading | null> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > this.maxAgeMs) this.cached = { at: now, reading: this.read() };
    return this.cached.reading;
  }

  /** Whether writes are refused now (less than the reserve free). A folder that cannot be read refuses nothing. */
  async writesRefused(): Promise<boolean> {
    return (await this.reading().catch(() => null))?.writesRefused ?? false;
  }

  private async read(): Promise<DiskReading | null> {
    let lowest: DiskReading | null = null;
    for (const folder of this.folders) {
      const info = await statfsNearest(folder);
      const space = {
        freeBytes: Number(info.bavail) * Number(info.bsize),
        totalBytes: Number(info.blocks) * Number(info.bsize),
      };
      if (lowest && lowest.freeBytes <= space.freeBytes) continue;
      lowest = {
        path: folder,
        ...space,
        low: isDiskSpaceLow(space),
        writesRefused: space.freeBytes < this.reserveBytes,
      };
    }
    return lowest;
  }
}

/**
 * The folders to watch: DATA_DIR's database folder when the portal runs its own PostgreSQL server,
 * and the disk driver's folder (usually DATA_DIR/files). With DATABASE_URL and S3 nothing is kept in
 * DATA_DIR that a request writes, and nothing is watched.
 */
export function diskWatchFor(
  config: Pick<AppConfig, 'dataDir'>,
  database: Pick<Database, 'kind'>,
  storage: Storage,
  reserveBytes?: number,
): DiskWatch {
  const folders: string[] = [];
  if (database.kind === 'embedded') folders.push(path.resolve(config.dataDir));
  if (storage instanceof LocalDiskStorage) folders.push(path.resolve(storage.root));
  return new DiskWatch([...new Set(folders)], reserveBytes);
}

/** statfs of `folder`, or of its nearest existing parent (the files' folder is made on the first upload). */
async function statfsNearest(folder: string): Promise<StatsFs> {
  try {
    return await statfs(folder);
  } catch (error) {
    const parent = path.dirname(folder);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === folder) throw error;
    return statfsNearest(parent);
  }
}
