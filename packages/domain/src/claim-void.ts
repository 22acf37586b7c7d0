/**
 * Voiding and correcting a claim (DECISIONS 51). A voided claim stays in the member's history, struck
 * through with who voided it, when and why, and counts toward no limit, total, report or
 * notification. Correct = void, then a new claim, linked to the voided one.
 */
import { todayIn } from './dates.ts';
import { messages } from './messages.ts';

/** The most characters a void reason takes. */
export const VOID_REASON_MAX = 300;

/** Who asks to void: the signed-in admin and whether they are a head admin. */
export type VoidActor = { userId: string; role: string };

/** What the rule reads of the claim: who recorded it and when. */
export type VoidableClaim = { createdBy: string | null; createdAt: Date };

export type VoidCheck = { ok: true } | { ok: false; code: 'VOID_NOT_ALLOWED'; message: string };

/**
 * A head admin may void any claim; any other admin only a claim they recorded themselves, on the
 * same day (in `timeZone`, Asia/Manila) as they recorded it.
 */
export function canVoidClaim(actor: VoidActor, claim: VoidableClaim, now: Date, timeZone: string): VoidCheck {
  if (actor.role === 'head_admin') return { ok: true };
  const own = claim.createdBy !== null && claim.createdBy === actor.userId;
  if (own && todayIn(timeZone, claim.createdAt) === todayIn(timeZone, now)) return { ok: true };
  return { ok: false, code: 'VOID_NOT_ALLOWED', message: messages.claimVoidNotAllowed };
}
