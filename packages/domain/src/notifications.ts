/**
 * Notifications (spec 3 'Notifications', spec 7; DECISIONS 30) and the limit warning (issue 10,
 * item 5): when each type starts, what it says, and the once-per key that keeps it from repeating.
 *
 * Every notification belongs to one member and one membership term. A term is named by its expiry
 * date: the registration's term ends at registration + 3 years, a renewal's term at the renewed
 * expiry (DECISIONS 25), and every term is 3 years long, so it starts at its expiry − 3 years.
 * A notification is raised once per member, type and term (a limit warning once per member,
 * service and claim window); the database's unique key holds it.
 *
 * Issue 23: a bulk import raises one 'import' notification for its batch (no member, no term)
 * instead of one 'new' per imported member. A notification raised by an admin's own action
 * (registration, import, claim) names that admin as its actor and is not shown to them: they
 * just did it. Everyone else sees it; date-driven ones have no actor and reach everyone.
 */
import { HIGH_CLAIMS_THRESHOLD_CENTAVOS, MEMBERSHIP_YEARS } from './constants.ts';
import { addYears, compareDates, type IsoDate, isDateWithin } from './dates.ts';
import { membershipStatus } from './membership.ts';
import { messages } from './messages.ts';
import { formatPesos } from './money.ts';
import type { ClaimWindow } from './services.ts';

export const NOTIFICATION_TYPES = [
  'new',
  'import',
  'expired',
  'no_claims',
  'high_claims',
  'limit_warning',
  'backup_failed',
  'backup_stale',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** DECISIONS 49: these reach head admins only, and name no member. */
export const HEAD_ADMIN_NOTIFICATION_TYPES = ['backup_failed', 'backup_stale'] as const;

/** The notifications list's page size. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The unread count stops counting here (the bell shows '999+' past 999). */
export const UNREAD_COUNT_CAP = 1000;
/** A claim that brings a service's use in its window to this share of the max raises a limit warning. */
export const LIMIT_WARNING_PERCENT = 80;

/** The first day of the term that ends on `termExpiry` (every term lasts 3 years). */
export function termStart(termExpiry: IsoDate): IsoDate {
  return addYears(termExpiry, -MEMBERSHIP_YEARS);
}

/**
 * The term's first anniversary: a year after its start. Counted back from the expiry (expiry − 2
 * years), which lands on the same day as start + 1 year, 29 February registrations included
 * (both give 28 February).
 */
export function termFirstAnniversary(termExpiry: IsoDate): IsoDate {
  return addYears(termExpiry, 1 - MEMBERSHIP_YEARS);
}

/** 'expired' starts on the first day the membership is expired: the expiry date itself (DECISIONS 4). */
export function isExpiredNotificationDue(termExpiry: IsoDate, today: IsoDate): boolean {
  return membershipStatus(termExpiry, today) === 'Expired';
}

/**
 * 'no_claims' starts when the term reaches its first anniversary with no claim dated in the term
 * so far; an expired membership raises 'expired' instead (report status order, spec 4).
 */
export function isNoClaimsNotificationDue(
  termExpiry: IsoDate,
  latestClaimDate: IsoDate | null,
  today: IsoDate,
): boolean {
  if (membershipStatus(termExpiry, today) === 'Expired') return false;
  if (compareDates(termFirstAnniversary(termExpiry), today) > 0) return false;
  return latestClaimDate === null || compareDates(latestClaimDate, termStart(termExpiry)) < 0;
}

/** 'high_claims' starts with the claim that brings the member's total to ₱10,000 or more. */
export function crossesHighClaims(totalBeforeCentavos: number, totalAfterCentavos: number): boolean {
  return (
    totalBeforeCentavos < HIGH_CLAIMS_THRESHOLD_CENTAVOS &&
    totalAfterCentavos >= HIGH_CLAIMS_THRESHOLD_CENTAVOS
  );
}

/** Whether `used` is 80 % of `max` or more (a max of 0 warns of nothing: no claim can be made). */
export function reachesLimitWarning(usedCentavos: number, maxCentavos: number): boolean {
  return maxCentavos > 0 && usedCentavos * 100 >= maxCentavos * LIMIT_WARNING_PERCENT;
}

/** The share of the max used, in whole percent rounded down (what the warning shows). */
export function usedPercent(usedCentavos: number, maxCentavos: number): number {
  if (maxCentavos <= 0) return 100;
  return Math.floor((usedCentavos * 100) / maxCentavos);
}

export interface LimitWarning {
  serviceType: string;
  /** The claim window's first day: with the service, the warning's once-per key. */
  windowStart: IsoDate;
  windowEnd: IsoDate;
  usedCentavos: number;
  maxCentavos: number;
  percent: number;
}

/**
 * The limit warning a just-accepted claim raises: when it brings the member's use of the service in
 * its window to 80 % or more of the max, and that window is the current one (it contains today; a
 * claim dated in an earlier month or membership year warns of nothing left to plan for).
 */
export function limitWarningOf(
  claim: {
    serviceType: string;
    amountCentavos: number;
    /** Used in the window before this claim. */
    usedCentavos: number;
    window: Pick<ClaimWindow, 'start' | 'end'>;
  },
  maxCentavos: number,
  today: IsoDate,
): LimitWarning | null {
  const used = claim.usedCentavos + claim.amountCentavos;
  if (!reachesLimitWarning(used, maxCentavos)) return null;
  if (!isDateWithin(today, claim.window.start, claim.window.end)) return null;
  return {
    serviceType: claim.serviceType,
    windowStart: claim.window.start,
    windowEnd: claim.window.end,
    usedCentavos: used,
    maxCentavos,
    percent: usedPercent(used, maxCentavos),
  };
}

export interface NotificationText {
  title: string;
  message: string;
}

/** The title and message stored with each type (the list also shows the member's name and reference). */
export const notificationTexts = {
  expired: (): NotificationText => ({
    title: messages.expiredNotificationTitle,
    message: messages.expiredNotification,
  }),
  noClaims: (): NotificationText => ({
    title: messages.noClaimsNotificationTitle,
    message: messages.noClaimsNotification,
  }),
  highClaims: (): NotificationText => ({
    title: messages.highClaimsNotificationTitle,
    message: messages.highClaimsNotification(formatPesos(HIGH_CLAIMS_THRESHOLD_CENTAVOS)),
  }),
  limitWarning: (w: LimitWarning): NotificationText => ({
    title:
      w.usedCentavos >= w.maxCentavos
        ? messages.limitReachedNotificationTitle
        : messages.limitWarningNotificationTitle,
    message: messages.limitWarningNotification(
      w.serviceType,
      formatPesos(w.usedCentavos),
      formatPesos(w.maxCentavos),
      String(w.percent),
    ),
  }),
};
