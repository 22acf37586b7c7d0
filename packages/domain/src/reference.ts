/** Member reference numbers: REF-yyyymmdd-hhmmss-NNNN in Manila time (spec 3; DECISIONS 7). */
import { REFERENCE_RANDOM_DIGITS } from './constants.ts';
import { dateTimePartsIn, isIsoDate } from './dates.ts';

const REFERENCE = /^REF-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-\d{4}$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A new reference number for the instant `now` as seen in `timeZone`, with 4 random digits
 * from `random` (a Math.random-like source in [0, 1)). The unique index decides; the
 * caller draws again on a clash.
 */
export function referenceNumber(now: Date, timeZone: string, random: () => number): string {
  return referencePrefix(now, timeZone) + referenceDigits(random);
}

/** 'REF-yyyymmdd-hhmmss-': the part of a reference number fixed by the instant, in Manila time. */
function referencePrefix(now: Date, timeZone: string): string {
  const t = dateTimePartsIn(timeZone, now);
  return `REF-${pad(t.year, 4)}${pad(t.month)}${pad(t.day)}-${pad(t.hour)}${pad(t.minute)}${pad(t.second)}-`;
}

/** The 4 random digits. */
function referenceDigits(random: () => number): string {
  const range = 10 ** REFERENCE_RANDOM_DIGITS;
  const drawn = Math.min(range - 1, Math.max(0, Math.floor(random() * range)));
  const digits = Number.isFinite(drawn) ? drawn : 0;
  return pad(digits, REFERENCE_RANDOM_DIGITS);
}

/** REF-yyyymmdd-hhmmss-NNNN with a real calendar date and a real time of day (00:00:00–23:59:59). */
export function isReferenceNumber(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = REFERENCE.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match as unknown as string[];
  return (
    isIsoDate(`${year}-${month}-${day}`) && Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59
  );
}

/** The reference number shown as an example where one is typed (the message of a malformed one names it too). */
export const REFERENCE_NUMBER_EXAMPLE = 'REF-20250105-093000-1234';

/** How many reference numbers a bulk issue takes from one second (of the 10,000 its 4 digits allow). */
export const REFERENCES_PER_SECOND = 1000;

/**
 * `count` new reference numbers for a bulk import, none of them in `taken` nor repeated: the first
 * REFERENCES_PER_SECOND carry the second of `now`, the next ones the following seconds (4 random
 * digits allow only 10,000 numbers per second). The caller checks them against the members and
 * draws again for the ones already used; the unique index still has the last word.
 */
export function issueReferenceNumbers(
  count: number,
  now: Date,
  timeZone: string,
  random: () => number,
  taken: ReadonlySet<string> = new Set(),
): string[] {
  const issued: string[] = [];
  const used = new Set(taken);
  let second = 0;
  let inSecond = 0;
  let prefix = referencePrefix(now, timeZone);
  while (issued.length < count) {
    if (inSecond >= REFERENCES_PER_SECOND) {
      second += 1;
      inSecond = 0;
      prefix = referencePrefix(new Date(now.getTime() + second * 1000), timeZone);
    }
    let ref: string | null = null;
    for (let attempt = 0; attempt < 50 && ref === null; attempt += 1) {
      const candidate = prefix + referenceDigits(random);
      if (!used.has(candidate)) ref = candidate;
    }
    if (ref === null) {
      // This second is crowded: go on with the next one.
      inSecond = REFERENCES_PER_SECOND;
      continue;
    }
    used.add(ref);
    issued.push(ref);
    inSecond += 1;
  }
  return issued;
}
