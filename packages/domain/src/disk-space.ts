/**
 * The data disk's free space (issue 30 item 3, DECISIONS 50). A head admin is warned on the
 * dashboard while less than 10 % or less than 1 GB of it is free; the server refuses writes when
 * less than the reserve is left, so the database never meets a full disk mid-write.
 */

/** Warn below this share of the disk free. */
export const DISK_LOW_FRACTION = 0.1;
/** Warn below this many bytes free (1 GB), whatever the disk's size. */
export const DISK_LOW_BYTES = 1024 ** 3;

export type DiskSpace = { freeBytes: number; totalBytes: number };

/** Whether the dashboard warns: less than 10 % or less than 1 GB free. */
export function isDiskSpaceLow({ freeBytes, totalBytes }: DiskSpace): boolean {
  return freeBytes < DISK_LOW_BYTES || freeBytes < totalBytes * DISK_LOW_FRACTION;
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** '512 bytes', '1.5 MB', '23 GB' (powers of 1024; one decimal below 10). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} bytes`;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}

/**
 * Writes are refused while less than this is free on the data disk (64 MB): room for what is under
 * way to finish and for PostgreSQL's write-ahead log, which must never meet a full disk (the
 * database server would stop).
 */
export const DISK_WRITE_RESERVE_BYTES = 64 * 1024 ** 2;
