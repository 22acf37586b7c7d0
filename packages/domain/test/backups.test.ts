/** Nightly backups (DECISIONS 49): retention 7 daily, 4 weekly, 12 monthly; the 02:00 slot; 36 hours. */
import { describe, expect, it } from 'vitest';
import {
  backupAgeHours,
  backupsToKeep,
  isBackupStale,
  isNightlyBackupDue,
  latestBackupSlot,
  type RetainedBackup,
  weekOf,
} from '../src/backups.ts';
import { addDays, type IsoDate } from '../src/dates.ts';

const MANILA = 'Asia/Manila';

/** A proven backup taken at 02:00 Manila (18:00 UTC the day before) on `day`. */
const proven = (day: IsoDate, status: RetainedBackup['status'] = 'proven'): RetainedBackup => ({
  id: day,
  status,
  takenOn: day,
  startedAt: new Date(`${day}T02:00:00+08:00`),
});

/** A backup every night from `first` to `last`. */
function nightly(first: IsoDate, last: IsoDate): RetainedBackup[] {
  const backups: RetainedBackup[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) backups.push(proven(day));
  return backups;
}

describe('retention: 7 daily, 4 weekly, 12 monthly', () => {
  it('after two years of nightly backups, keeps the last 7 days, the last of each of 4 weeks and of each of 12 months', () => {
    // 2026-11-26 is a Thursday.
    const kept = [...backupsToKeep(nightly('2024-11-01', '2026-11-26'))].sort();
    const days = [
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ];
    // The newest of each week: this week's Thursday, then the Sundays of the 3 weeks before.
    const weeks = ['2026-11-26', '2026-11-22', '2026-11-15', '2026-11-08'];
    // The newest of each month: this month's today, then the last day of the 11 months before.
    const months = [
      '2026-11-26',
      '2026-10-31',
      '2026-09-30',
      '2026-08-31',
      '2026-07-31',
      '2026-06-30',
      '2026-05-31',
      '2026-04-30',
      '2026-03-31',
      '2026-02-28',
      '2026-01-31',
      '2025-12-31',
    ];
    expect(kept).toEqual([...new Set([...days, ...weeks, ...months])].sort());
    expect(kept).toHaveLength(7 + 2 + 11);
  });

  it('keeps the newest backup of a day when a head admin ran another that day', () => {
    const morning = proven('2026-11-26');
    const afternoon = { ...morning, id: 'afternoon', startedAt: new Date('2026-11-26T15:00:00+08:00') };
    const kept = backupsToKeep([morning, afternoon]);
    expect(kept.has('afternoon')).toBe(true);
    expect(kept.has(morning.id)).toBe(false);
  });

  it('counts the days that have a backup: a pause of the nightly job does not delete the last ones', () => {
    const old = nightly('2026-01-01', '2026-01-07');
    expect(backupsToKeep(old)).toEqual(new Set(old.map((b) => b.id)));
  });

  it('never keeps a backup that failed its proof, and it does not take a day’s place', () => {
    const backups = [...nightly('2026-11-01', '2026-11-25'), proven('2026-11-26', 'failed')];
    const kept = backupsToKeep(backups);
    expect(kept.has('2026-11-26')).toBe(false);
    expect(kept.has('2026-11-19')).toBe(true); // the 7th latest proven day
  });

  it('keeps a backup that is still running', () => {
    expect(
      backupsToKeep([...nightly('2026-11-01', '2026-11-25'), proven('2026-11-26', 'running')]),
    ).toContain('2026-11-26');
  });

  it('weeks run Monday to Sunday', () => {
    expect(weekOf('2026-11-26')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-22')).toBe('2026-11-16');
  });
});

describe('the nightly slot: 02:00 Asia/Manila, once a night', () => {
  it('the latest slot is 02:00 Manila today once it has passed, else yesterday’s', () => {
    expect(latestBackupSlot(new Date('2026-11-26T02:00:00+08:00'), MANILA, 2).toISOString()).toBe(
      '2026-11-25T18:00:00.000Z',
    );
    expect(latestBackupSlot(new Date('2026-11-26T01:59:00+08:00'), MANILA, 2).toISOString()).toBe(
      '2026-11-24T18:00:00.000Z',
    );
  });

  it('is due once per night: not again after tonight’s backup started', () => {
    const at = (time: string) => new Date(`2026-11-26T${time}+08:00`);
    const since = new Date('2026-11-01T00:00:00Z');
    const lastNight = new Date('2026-11-25T02:00:05+08:00');
    expect(isNightlyBackupDue(at('01:59:00'), lastNight, since, MANILA, 2)).toBe(false);
    expect(isNightlyBackupDue(at('02:00:00'), lastNight, since, MANILA, 2)).toBe(true);
    expect(isNightlyBackupDue(at('02:10:00'), at('02:00:03'), since, MANILA, 2)).toBe(false);
  });

  it('a portal that was off at 02:00 takes the backup when it starts again', () => {
    const lastNight = new Date('2026-11-25T02:00:05+08:00');
    const started = new Date('2026-11-26T09:00:00+08:00');
    expect(isNightlyBackupDue(started, lastNight, started, MANILA, 2)).toBe(true);
  });

  it('before the first backup ever, waits for a slot to pass while the portal runs', () => {
    const started = new Date('2026-11-26T09:00:00+08:00');
    expect(isNightlyBackupDue(started, null, started, MANILA, 2)).toBe(false);
    expect(isNightlyBackupDue(new Date('2026-11-27T01:59:00+08:00'), null, started, MANILA, 2)).toBe(false);
    expect(isNightlyBackupDue(new Date('2026-11-27T02:00:00+08:00'), null, started, MANILA, 2)).toBe(true);
  });
});

describe('head admins are warned when the last proven backup is older than 36 hours', () => {
  const proof = new Date('2026-11-26T02:05:00+08:00');
  it('36 hours is still fresh; a minute more is stale; none ever is stale', () => {
    expect(isBackupStale(proof, new Date('2026-11-27T14:05:00+08:00'))).toBe(false);
    expect(isBackupStale(proof, new Date('2026-11-27T14:06:00+08:00'))).toBe(true);
    expect(isBackupStale(null, proof)).toBe(true);
  });
  it('the age is in whole hours', () => {
    expect(backupAgeHours(proof, new Date('2026-11-26T12:04:00+08:00'))).toBe(9);
  });
});
