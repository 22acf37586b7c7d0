/**
 * When the outbox tries again and when SMS may go (DECISIONS 43): pure functions of the clock.
 */

/** The first retry waits this long; each later one twice as long as the one before … */
export const FIRST_RETRY_MS = 30_000;
/** … up to an hour between attempts. */
export const MAX_RETRY_MS = 60 * 60 * 1000;
/** A message not sent this long after it was written is failed with the last answer. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** The wait after the `attempts`-th failed attempt (1: 30 s, 2: 1 min, 3: 2 min, … at most 1 h). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}

/** When a message written at `createdAt` that failed its `attempts`-th attempt at `now` goes next; null: give up. */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  return next.getTime() > createdAt.getTime() + GIVE_UP_AFTER_MS ? null : next;
}

/** SMS go out from 08:00 to 20:00 in the members' time zone (Asia/Manila). */
export const SMS_HOURS = { from: 8, until: 20 } as const;

/** The hour of the day (0–23) at `now` in `timeZone`. */
export function hourIn(timeZone: string, now: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now);
  return Number(hour) % 24;
}

/** True from 08:00 (inclusive) to 20:00 (exclusive) in `timeZone`. */
export function smsWindowOpen(timeZone: string, now: Date): boolean {
  const hour = hourIn(timeZone, now);
  return hour >= SMS_HOURS.from && hour < SMS_HOURS.until;
}
