/**
 * Nightly backups (DECISIONS 49, issue 30 item 5): when the nightly one is due, which backups are
 * kept, and when the last proven one is too old.
 *
 * Retention keeps the proven backups of 7 days, 4 weeks and 12 months: the newest proven backup of
 * each of the 7 latest days that have one, of each of the 4 latest ISO weeks (Monday to Sunday) that
 * have one and of each of the 12 latest months that have one (days, weeks and months on
 * APP_TIMEZONE's calendar). Counting the periods that have a backup, not the calendar's, means a
 * pause of the nightly job never lets the last backups be deleted. Everything else goes: the older
 * proven ones and every backup that failed its proof (its row stays, as the history).
 */
import { addDays, dateTimePartsIn, formatIsoDate, type IsoDate } from './dates.ts';
import { isoWeekday } from './export-filter.ts';

export const BACKUP_KEEP_DAILY = 7;
export const BACKUP_KEEP_WEEKLY = 4;
export const BACKUP_KEEP_MONTHLY = 12;
/** Head admins are warned when the last proven backup is older than this. */
export const BACKUP_STALE_HOURS = 36;
/** The nightly backup's hour on APP_TIMEZONE's clock (BACKUP_HOUR; 02:00 Asia/Manila). */
export const DEFAULT_BACKUP_HOUR = 2;

export const BACKUP_STATUSES = ['running', 'proven', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/** What retention needs to know of a backup. */
export type RetainedBackup = {
  id: string;
  status: BackupStatus;
  /** The calendar date (APP_TIMEZONE) it was taken on. */
  takenOn: IsoDate;
  /** When it started: the newest of a day wins. */
  startedAt: Date;
};

/** The Monday of the ISO week holding `date`. */
export function weekOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** 'YYYY-MM' of a date. */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

/**
 * The ids of the backups retention keeps: the newest proven backup of each of the 7 latest days,
 * 4 latest weeks and 12 latest months that have a proven backup. Running backups are always kept
 * (they are not finished); failed ones never are.
 */
export function backupsToKeep(backups: readonly RetainedBackup[]): Set<string> {
  const keep = new Set(backups.filter((b) => b.status === 'running').map((b) => b.id));
  const proven = backups
    .filter((b) => b.status === 'proven')
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const newestPerPeriod = (period: (b: RetainedBackup) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of proven) {
      const key = period(backup);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      keep.add(backup.id);
    }
  };
  newestPerPeriod((b) => b.takenOn, BACKUP_KEEP_DAILY);
  newestPerPeriod((b) => weekOf(b.takenOn), BACKUP_KEEP_WEEKLY);
  newestPerPeriod((b) => monthOf(b.takenOn), BACKUP_KEEP_MONTHLY);
  return keep;
}

/**
 * The instant of the latest nightly slot at or before `now`: today's `hour`:00 on `timeZone`'s clock
 * when that has passed, else yesterday's.
 */
export function latestBackupSlot(now: Date, timeZone: string, hour: number): Date {
  const parts = dateTimePartsIn(timeZone, now);
  const today = formatIsoDate(parts);
  const day = parts.hour >= hour ? today : addDays(today, -1);
  return instantOf(day, hour, timeZone);
}

/** The instant of `day` `hour`:00 on `timeZone`'s wall clock. */
function instantOf(day: IsoDate, hour: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date, hour);
  // The zone's offset at that moment (Manila has no daylight saving; others are right but for the
  // hour a clock change skips).
  const seen = dateTimePartsIn(timeZone, new Date(guess));
  const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
  return new Date(guess - (seenUtc - guess));
}

/**
 * The nightly backup is due when no scheduled backup started since the latest slot (02:00 today, or
 * yesterday's before 02:00): a portal that was off at 02:00 takes it when it starts again. Before the
 * first backup ever, it is due only once a slot has passed while this server was running
 * (`runningSince`), so a new installation (or a test) does not back up an empty database on start.
 */
export function isNightlyBackupDue(
  now: Date,
  lastScheduledStart: Date | null,
  runningSince: Date,
  timeZone: string,
  hour: number,
): boolean {
  const slot = latestBackupSlot(now, timeZone, hour).getTime();
  if (lastScheduledStart !== null) return lastScheduledStart.getTime() < slot;
  return runningSince.getTime() < slot;
}

/** Whether the last proven backup (its finish; null: none ever) is older than 36 hours. */
export function isBackupStale(lastProvenAt: Date | null, now: Date): boolean {
  if (lastProvenAt === null) return true;
  return now.getTime() - lastProvenAt.getTime() > BACKUP_STALE_HOURS * 60 * 60 * 1000;
}

/** Whole hours since the last proven backup (the dashboard card shows it). */
export function backupAgeHours(lastProvenAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - lastProvenAt.getTime()) / (60 * 60 * 1000)));
}
