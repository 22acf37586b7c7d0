/** A member's service usage and history, and claiming a service (spec 5 'Claim'; DECISIONS 13–18). */
import {
  activityEntry,
  adminFullName,
  CLAIM_CONFLICT_CODES,
  type ClaimInputBody,
  type ClaimView,
  currentMembershipYear,
  HIGH_CLAIMS_THRESHOLD_CENTAVOS,
  type IsoDate,
  limitWarningOf,
  type MemberServices,
  notificationTexts,
  serviceUsage,
  todayIn,
  validateClaim,
} from '@portal/domain';
import type { SessionCheck, SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import type { Once } from '../../core/idempotency.ts';
import { activityMember, type MemberRow, memberNotFound, requireMember } from '../../core/members.ts';
import { literal } from '../../db/literal.ts';
import { refused } from '../../http/errors.ts';
import type { ClaimStore } from './claim-store.ts';
import { claimTransaction } from './claim-transaction.ts';
import { toClaimView, toVoidedClaimView } from './present.ts';
import { allLimits, type ClaimRow, claimsOf, voidedClaimsOf } from './queries.ts';
import { requireCorrectable } from './void.ts';

type Deps = Pick<AppContext, 'database' | 'db' | 'config' | 'now'>;

const today = (deps: Deps) => todayIn(deps.config.timeZone, deps.now());

const usageClaim = (row: ClaimRow) => ({
  serviceType: row.serviceType,
  amountCentavos: row.amountCentavos,
  date: row.serviceDate,
  institution: row.institution,
  beneficiaryId: row.beneficiaryId,
});

const claimMember = (member: MemberRow) => ({
  registrationDate: member.registrationDate,
  expiryDate: member.expiryDate,
  dob: member.dob,
  archived: member.archivedAt !== null,
});

/**
 * Usage per service for the windows containing `on` (default today), the membership year of
 * `on`, and every claim tagged 'Current' or 'Archived' against it. Archived members are still
 * shown: their history stays readable.
 */
export async function memberServices(deps: Deps, memberId: string, on?: IsoDate): Promise<MemberServices> {
  const member = await requireMember(deps.db, memberId);
  const day = on ?? today(deps);
  const [limits, claims, voided] = [
    await allLimits(deps.db),
    await claimsOf(deps.db, member.id),
    await voidedClaimsOf(deps.db, member.id),
  ];
  // A correction names the voided claim it replaced (DECISIONS 51).
  const corrects = new Map(voided.flatMap((v) => (v.replacedBy ? [[v.replacedBy, v.id] as const] : [])));
  const usage = serviceUsage(limits, claims.map(usageClaim), day, claimMember(member));
  const year = currentMembershipYear(member.registrationDate, day);
  return {
    usage: usage.map(({ window, ...card }) => ({
      ...card,
      window: window ? { kind: window.kind, start: window.start, end: window.end } : null,
    })),
    currentYear: year ? { label: year.label, start: year.start, end: year.end } : null,
    claims: claims.map((row) => toClaimView(row, member.registrationDate, day, corrects.get(row.id) ?? null)),
    voidedClaims: voided.map((row) => toVoidedClaimView(row, member.registrationDate, day)),
  };
}

/**
 * Checks and records a claim in one transaction holding the member row's lock (DECISIONS 18):
 * a second claim for the same member waits until the first has committed and then sees it.
 * With `once` (an Idempotency-Key), the transaction also checks for and stores the answer. Given a
 * SessionCheck instead of the admin (http/session-check.ts), the transaction reads the session first.
 */
export async function claimService(
  deps: Deps,
  admin: SignedInAdmin | SessionCheck,
  memberId: string,
  body: ClaimInputBody,
  once?: Once<ClaimView>,
): Promise<ClaimView> {
  const on = today(deps);
  if ('statement' in admin) {
    if (body.corrects) throw new Error('a correction reads before its transaction: requireAdmin first');
    let admitted: SignedInAdmin | undefined;
    const check = {
      statement: admin.statement,
      admit: (rows: Record<string, unknown>[]) => (admitted = admin.admit(rows)),
    };
    return claimTransaction(
      deps.database.pool,
      once,
      claimWork(() => admitted!, memberId, body, on),
      check,
    );
  }
  // A correction replaces one of the member's voided claims not corrected yet (checked before the
  // transaction; two corrections of one voided claim racing: the link goes to the first).
  if (body.corrects) await requireCorrectable(deps.db, memberId, body.corrects);
  return claimTransaction(deps.database.pool, once, claimWork(admin, memberId, body, on));
}

/**
 * The claim's rules inside its transaction, on `store` (claim-store.ts): lock and read, check, record.
 * claimService runs it in claimTransaction; the claim-protocols bench (scripts/bench/claim-protocols.ts)
 * also in a transaction of node-postgres' named statements, to compare the two.
 */
export function claimWork(
  recorder: SignedInAdmin | (() => SignedInAdmin),
  memberId: string,
  body: ClaimInputBody,
  on: IsoDate,
): (store: ClaimStore) => Promise<ClaimView> {
  return async (store) => {
    const serviceType = body.serviceType.trim();
    const found = await store.lockAndRead(memberId, serviceType, body.beneficiaryUse === 'Yes');
    if (!found) throw memberNotFound();
    // Known once the first message read the session, when the transaction reads it (SessionCheck).
    const admin = typeof recorder === 'function' ? recorder() : recorder;
    const { member, context } = found;
    const check = validateClaim({
      member,
      limits: context.limit ? [context.limit] : [],
      claims: context.claims,
      beneficiaries: context.beneficiaries,
      today: on,
      claim: body,
    });
    if (!check.ok) throw refused(check, CLAIM_CONFLICT_CODES.includes(check.code) ? 409 : 400);
    const c = check.claim;
    const claim = {
      memberId: member.id,
      serviceType: c.serviceType,
      specificProcedure: c.specificProcedure,
      category: c.category,
      institution: c.institution,
      amountCentavos: c.amountCentavos,
      date: c.date,
      beneficiaryUse: c.beneficiaryUse === 'Yes',
      beneficiaryId: c.beneficiaryId,
      beneficiaryName: c.beneficiaryName,
      membershipYear: Number(c.membershipYear.start.slice(0, 4)),
      membershipYearIndex: c.membershipYear.index,
      createdBy: admin.userId,
    };
    const warning = limitWarningOf(c, context.limit?.maxCentavos ?? 0, on);
    const { id, createdAt } = store.insert(
      claim,
      activityEntry('claim.created', {
        ...activityMember(member),
        serviceType: c.serviceType,
        amountCentavos: c.amountCentavos,
        date: c.date,
        ...(body.corrects ? { correctsClaimId: body.corrects } : {}),
      }),
      {
        termExpiry: member.expiryDate,
        highClaims: { thresholdCentavos: HIGH_CLAIMS_THRESHOLD_CENTAVOS, ...notificationTexts.highClaims() },
        limitWarning: warning ? { ...warning, ...notificationTexts.limitWarning(warning) } : null,
      },
    );
    if (body.corrects) {
      store.write(
        `update voided_claims set replaced_by = ${literal(id)} where id = ${literal(body.corrects)} and member_id = ${literal(member.id)} and replaced_by is null`,
      );
    }
    const row = { ...claim, id, serviceDate: c.date, createdAt, recordedByName: adminFullName(admin) };
    return toClaimView(row, member.registrationDate, on, body.corrects ?? null);
  };
}
