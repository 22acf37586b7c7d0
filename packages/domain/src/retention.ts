/**
 * Record retention (issue 27 item 5, DECISIONS 48): when a member's personal data is due for removal.
 *
 * A membership has ended on
 * - its expiry date, once that day has come (a renewal moves the expiry: the latest one counts);
 * - the day it was archived (Manila), for an archived member;
 * - the earlier of the two when both apply.
 * It is due for removal once it ended more than `years` years ago: from the day after the
 * anniversary (ended on 2020-03-10, 5 years: due from 2025-03-11). A member whose data was already
 * removed is never due again.
 */
import { addDays, addYears, compareDates, type IsoDate, minDate } from './dates.ts';

/** RECORD_RETENTION_YEARS when unset. */
export const DEFAULT_RECORD_RETENTION_YEARS = 5;
/** The worklist's page size. */
export const RETENTION_PAGE_SIZE = 50;

export const RETENTION_REASONS = ['expired', 'archived'] as const;
export type RetentionReason = (typeof RETENTION_REASONS)[number];

export type RetentionSubject = {
  /** The membership's (latest) expiry date. */
  expiryDate: IsoDate;
  /** The day it was archived (Manila), or null when not archived. */
  archivedOn: IsoDate | null;
  /** When its personal data was removed, or null. */
  anonymizedAt?: Date | string | null;
};

/** The day the membership ended and why, or null while it runs. */
export function membershipEnded(
  m: RetentionSubject,
  today: IsoDate,
): { endedOn: IsoDate; reason: RetentionReason } | null {
  const expired = compareDates(m.expiryDate, today) <= 0;
  if (m.archivedOn) {
    const endedOn = expired ? minDate(m.expiryDate, m.archivedOn) : m.archivedOn;
    return { endedOn, reason: endedOn === m.archivedOn ? 'archived' : 'expired' };
  }
  return expired ? { endedOn: m.expiryDate, reason: 'expired' } : null;
}

/** The first day a membership that ended on `endedOn` is due for removal. */
export function retentionDueFrom(endedOn: IsoDate, years: number): IsoDate {
  return addDays(addYears(endedOn, years), 1);
}

/** Whether the member's personal data is due for removal today. */
export function isDueForRemoval(m: RetentionSubject, today: IsoDate, years: number): boolean {
  if (m.anonymizedAt) return false;
  const ended = membershipEnded(m, today);
  return ended !== null && compareDates(retentionDueFrom(ended.endedOn, years), today) <= 0;
}

/**
 * `text` with every whole-word occurrence of `values` replaced (case-insensitive, longest first), so a
 * log line or message about a removed member keeps its shape but none of their values. Values
 * shorter than 2 characters are left alone (they would match inside every sentence).
 */
export function scrubPersonalValues(
  text: string,
  values: readonly (string | null | undefined)[],
  replacement: string,
): string {
  const words = [...new Set(values.map((v) => (v ?? '').trim()).filter((v) => v.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  let out = text;
  for (const word of words) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), replacement);
  }
  return out;
}
