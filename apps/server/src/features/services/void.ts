/**
 * Voiding a claim (DECISIONS 51). The claim moves from claimed_services to voided_claims in one
 * statement, under the member's lock: the triggers that keep the member's totals and the rollups
 * treat it as a removed claim, so it counts toward no limit, total, report or notification from the
 * moment the transaction commits. A claim recorded at the same time for the same member waits for
 * the lock and then sees the void (and the other way round): the limit can never be overshot.
 */
import { type ClaimVoidBody, canVoidClaim, messages, todayIn, type VoidedClaimView } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { activityMember, lockMember, type Queryable } from '../../core/members.ts';
import { claimedServices, voidedClaims } from '../../db/schema/index.ts';
import { isUuid } from '../../db/uuid.ts';
import { HttpError } from '../../http/errors.ts';
import { toVoidedClaimView } from './present.ts';
import { voidedClaimsOf } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now'>;

const claimNotFound = () => new HttpError(404, 'CLAIM_NOT_FOUND', messages.claimNotFound);
const alreadyVoided = () => new HttpError(409, 'CLAIM_ALREADY_VOIDED', messages.claimAlreadyVoided);

/** The columns a claim keeps when it moves (every column of claimed_services, in its order). */
const CLAIM_COLUMNS = `id, member_id, service_type, specific_procedure, category, institution, amount_centavos,
  service_date, beneficiary_use, beneficiary_id, beneficiary_name, membership_year, membership_year_index,
  created_at, created_by`;

/** Voids claim `claimId` with `reason`; the voided claim as the history shows it. */
export async function voidClaim(
  deps: Deps,
  admin: SignedInAdmin,
  claimId: string,
  body: ClaimVoidBody,
): Promise<VoidedClaimView> {
  if (!isUuid(claimId)) throw claimNotFound();
  const { row, member } = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ memberId: claimedServices.memberId })
      .from(claimedServices)
      .where(eq(claimedServices.id, claimId));
    if (!found) {
      const [voided] = await tx
        .select({ id: voidedClaims.id })
        .from(voidedClaims)
        .where(eq(voidedClaims.id, claimId));
      throw voided ? alreadyVoided() : claimNotFound();
    }
    // The member's lock first, as a claim takes it (DECISIONS 18); then the claim again, which a void
    // that held the lock before may have moved.
    const member = await lockMember(tx, found.memberId);
    const [claim] = await tx.select().from(claimedServices).where(eq(claimedServices.id, claimId));
    if (!claim) throw alreadyVoided();
    const allowed = canVoidClaim(admin, claim, deps.now(), deps.config.timeZone);
    if (!allowed.ok) throw new HttpError(403, allowed.code, allowed.message);
    await tx.execute(sql`
      with moved as (delete from claimed_services where id = ${claimId} returning *)
      insert into voided_claims (${sql.raw(CLAIM_COLUMNS)}, voided_at, voided_by, void_reason)
      select ${sql.raw(CLAIM_COLUMNS)}, now(), ${admin.userId}, ${body.reason} from moved`);
    await recordActivity(tx, admin, 'claim.voided', {
      ...activityMember(member),
      claimId,
      serviceType: claim.serviceType,
      amountCentavos: claim.amountCentavos,
      date: claim.serviceDate,
      reason: body.reason,
    });
    const [voided] = await voidedClaimsOf(tx, member.id, claimId);
    return { row: voided!, member };
  });
  return toVoidedClaimView(row, member.registrationDate, todayIn(deps.config.timeZone, deps.now()));
}

/**
 * A correction's voided claim must be the member's and not corrected yet (DECISIONS 51): else 409
 * with the message saying so.
 */
export async function requireCorrectable(db: Queryable, memberId: string, claimId: string): Promise<void> {
  if (!isUuid(memberId)) return; // the claim transaction answers 404 for the member
  const [row] = await db
    .select({ id: voidedClaims.id })
    .from(voidedClaims)
    .where(
      and(eq(voidedClaims.id, claimId), eq(voidedClaims.memberId, memberId), isNull(voidedClaims.replacedBy)),
    );
  if (!row) throw new HttpError(409, 'CLAIM_CORRECTS_UNKNOWN', messages.claimCorrectsUnknown);
}
