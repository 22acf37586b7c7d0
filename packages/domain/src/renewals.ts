/**
 * Membership renewals (DECISIONS 25, 35): the window in which a member can be renewed, the new
 * expiry, and the members the renewals list shows.
 */
import { addDays, compareDates, daysBetween, type IsoDate } from './dates.ts';
import { renewedExpiryDate } from './membership.ts';
import { messages } from './messages.ts';

/** Renewal opens this many days before the expiry date and stays open after it. */
export const RENEWAL_WINDOW_DAYS = 60;

/** The list's choices: already expired, expiring within 30 or 60 days, or all of these. */
export const RENEWAL_LIST_WINDOWS = ['all', 'expired', '30', '60'] as const;
export type RenewalListWindow = (typeof RENEWAL_LIST_WINDOWS)[number];

/** The first day a membership expiring on `expiry` can be renewed. */
export function renewalOpensOn(expiry: IsoDate): IsoDate {
  return addDays(expiry, -RENEWAL_WINDOW_DAYS);
}

export function isRenewalOpen(expiry: IsoDate, today: IsoDate): boolean {
  return compareDates(renewalOpensOn(expiry), today) <= 0;
}

/** Days from today to the expiry date: negative once it has passed (overdue), 0 on the expiry day. */
export function daysUntilExpiry(expiry: IsoDate, today: IsoDate): number {
  return daysBetween(today, expiry);
}

/** The expiry range a list window covers, as [from, to] inclusive (from null: no lower bound). */
export function renewalListRange(window: RenewalListWindow, today: IsoDate): [IsoDate | null, IsoDate] {
  switch (window) {
    case 'expired':
      return [null, today];
    case '30':
      return [addDays(today, 1), addDays(today, 30)];
    case '60':
      return [addDays(today, 1), addDays(today, RENEWAL_WINDOW_DAYS)];
    default:
      return [null, addDays(today, RENEWAL_WINDOW_DAYS)];
  }
}

export type RenewalCheck =
  | { ok: true; previousExpiry: IsoDate; newExpiry: IsoDate }
  | { ok: false; code: 'MEMBER_ARCHIVED' | 'RENEWAL_NOT_OPEN'; message: string };

/**
 * Whether the member can be renewed today, and to when: not while archived, not before the window
 * opens; the new expiry is 3 years from the later of the old expiry and today (DECISIONS 25).
 */
export function validateRenewal(
  member: { expiryDate: IsoDate; archived: boolean },
  today: IsoDate,
): RenewalCheck {
  if (member.archived) return { ok: false, code: 'MEMBER_ARCHIVED', message: messages.renewalArchived };
  if (!isRenewalOpen(member.expiryDate, today)) {
    return {
      ok: false,
      code: 'RENEWAL_NOT_OPEN',
      message: messages.renewalNotOpen(renewalOpensOn(member.expiryDate)),
    };
  }
  return {
    ok: true,
    previousExpiry: member.expiryDate,
    newExpiry: renewedExpiryDate(member.expiryDate, today),
  };
}
