/** Membership: expiry, status, registration window and membership years (spec 4, 5; DECISIONS 4–6, 24, 25). */
import { MEMBERSHIP_YEARS, REGISTRATION_WINDOW_YEARS } from './constants.ts';
import {
  addDays,
  addYears,
  compareDates,
  daysBetween,
  type IsoDate,
  isIsoDate,
  MAX_ISO_DATE,
  maxDate,
  parseIsoDate,
} from './dates.ts';

export const MEMBERSHIP_STATUSES = ['Active', 'Expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Registration date + 3 years (DECISIONS 4). */
export function expiryDate(registrationDate: IsoDate): IsoDate {
  return addYears(registrationDate, MEMBERSHIP_YEARS);
}

/** Active while today < expiry; Expired from the expiry date on (DECISIONS 4). */
export function membershipStatus(expiry: IsoDate, today: IsoDate): MembershipStatus {
  return compareDates(today, expiry) < 0 ? 'Active' : 'Expired';
}

export function isMembershipActive(expiry: IsoDate, today: IsoDate): boolean {
  return membershipStatus(expiry, today) === 'Active';
}

/** The dates a registration date may take: one year back to today, both included (DECISIONS 6). */
export function registrationDateWindow(today: IsoDate): { earliest: IsoDate; latest: IsoDate } {
  return { earliest: addYears(today, -REGISTRATION_WINDOW_YEARS), latest: today };
}

export function isRegistrationDateAllowed(date: string, today: IsoDate): boolean {
  if (!isIsoDate(date)) return false;
  const { earliest, latest } = registrationDateWindow(today);
  return compareDates(earliest, date) <= 0 && compareDates(date, latest) <= 0;
}

/** The earliest registration date an imported member may have (DECISIONS 38: records kept on paper). */
export const IMPORT_EARLIEST_REGISTRATION_DATE = '2000-01-01';

/** An imported member's registration date: any day from 2000-01-01 to today (DECISIONS 38). */
export function isImportedRegistrationDateAllowed(date: string, today: IsoDate): boolean {
  if (!isIsoDate(date)) return false;
  return compareDates(IMPORT_EARLIEST_REGISTRATION_DATE, date) <= 0 && compareDates(date, today) <= 0;
}

/**
 * A renewal extends the membership by 3 years from the later of the old expiry and
 * the renewal date (DECISIONS 25), so renewing early loses no days.
 */
export function renewedExpiryDate(previousExpiry: IsoDate, renewalDate: IsoDate): IsoDate {
  return addYears(maxDate(previousExpiry, renewalDate), MEMBERSHIP_YEARS);
}

export interface MembershipYear {
  /** 0 for the first year after registration; keeps counting past 2 after a renewal. */
  index: number;
  /** Registration + index years (29 February → 28 February in common years). */
  start: IsoDate;
  /** The day before the next anniversary. */
  end: IsoDate;
  /** 'Y - Y+1' from the calendar years of start and end (DECISIONS 5), e.g. '2024 - 2025'. */
  label: string;
}

/**
 * The membership year containing `date` (DECISIONS 5): from registration + k years to the
 * day before registration + k+1 years. Anniversaries are always counted from the
 * registration date itself, so a 29 February registration is back on 29 February in leap
 * years. Null for dates before the registration date, and when the year would end past
 * 9999-12-31 (the last date the 'YYYY-MM-DD' form can write).
 */
export function membershipYearOf(registrationDate: IsoDate, date: IsoDate): MembershipYear | null {
  if (compareDates(date, registrationDate) < 0) return null;
  let index = parseIsoDate(date).year - parseIsoDate(registrationDate).year;
  while (index > 0 && compareDates(addYears(registrationDate, index), date) > 0) index -= 1;
  while (compareDates(addYears(registrationDate, index + 1), date) <= 0) {
    // addYears clamps at 9999-12-31: a next anniversary stuck there means the window runs out.
    if (addYears(registrationDate, index + 1) === MAX_ISO_DATE) return null;
    index += 1;
  }
  if (parseIsoDate(registrationDate).year + index + 1 > 9999) return null;
  const start = addYears(registrationDate, index);
  const end = addDays(addYears(registrationDate, index + 1), -1);
  return { index, start, end, label: `${parseIsoDate(start).year} - ${parseIsoDate(end).year}` };
}

export function currentMembershipYear(registrationDate: IsoDate, today: IsoDate): MembershipYear | null {
  return membershipYearOf(registrationDate, today);
}

export const CLAIM_YEAR_TAGS = ['Current', 'Archived'] as const;
export type ClaimYearTag = (typeof CLAIM_YEAR_TAGS)[number];

/**
 * A claim is 'Current' when its service date lies in today's membership year, 'Archived'
 * when in an earlier one (spec 2 service history; DECISIONS 24: the year is fixed by the
 * service date).
 */
export function claimYearTag(registrationDate: IsoDate, claimDate: IsoDate, today: IsoDate): ClaimYearTag {
  const claimYear = membershipYearOf(registrationDate, claimDate);
  const current = membershipYearOf(registrationDate, today);
  if (!claimYear) return 'Archived';
  if (!current) return 'Current';
  return claimYear.index < current.index ? 'Archived' : 'Current';
}

/** Issue 23: how close to its expiry an active membership is called "Expiring in N days". */
export const EXPIRING_SOON_DAYS = 30;

/** The one vocabulary of a membership's state on every badge (issue 23 item 5). */
export type MembershipState =
  | { kind: 'active'; label: 'Active' }
  | { kind: 'expiring'; label: string; days: number }
  | { kind: 'expired'; label: 'Expired' }
  | { kind: 'archived'; label: 'Archived' };

/**
 * Archived (whatever the dates), Expired (from the expiry date on), "Expiring in 1 day" / "Expiring in
 * N days" within EXPIRING_SOON_DAYS of the expiry, else Active.
 */
export function membershipState(
  m: { expiryDate: IsoDate; archived: boolean },
  today: IsoDate,
): MembershipState {
  if (m.archived) return { kind: 'archived', label: 'Archived' };
  if (!isMembershipActive(m.expiryDate, today)) return { kind: 'expired', label: 'Expired' };
  const days = daysBetween(today, m.expiryDate);
  if (days <= EXPIRING_SOON_DAYS) {
    return { kind: 'expiring', label: `Expiring in ${days} ${days === 1 ? 'day' : 'days'}`, days };
  }
  return { kind: 'active', label: 'Active' };
}
