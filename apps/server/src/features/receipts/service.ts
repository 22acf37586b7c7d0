/**
 * Printing an acknowledgment receipt (DECISIONS 52). The first print of a claim's receipt takes the
 * next number of the year (Asia/Manila) from the year's counter in the transaction that records the
 * receipt, so the numbers of a year have no gaps; every later print is a reprint of the same number.
 * Each print is one activity-log entry. A voided claim's receipt still prints, marked VOID.
 */
import {
  type ClaimReceipt,
  formatReceiptNumber,
  memberFullName,
  parseIsoDate,
  pesosInWords,
  receiptMessages,
  receiptWindowLabel,
  serviceUsage,
  todayIn,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { activityMember, type MemberRow, requireMember } from '../../core/members.ts';
import { currentOffice } from '../../core/settings.ts';
import { isUuid } from '../../db/uuid.ts';
import { HttpError } from '../../http/errors.ts';
import {
  adminNames,
  countReprint,
  findReceipt,
  insertReceipt,
  lockClaim,
  nextReceiptNumber,
  type ReceiptClaim,
  serviceClaimsOf,
  serviceLimitOf,
} from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now'>;

const claimNotFound = () => new HttpError(404, 'CLAIM_NOT_FOUND', receiptMessages.receiptClaimNotFound);

/** Records this print of claim `claimId`'s receipt (numbering it on the first) and answers the sheet. */
export async function printReceipt(deps: Deps, admin: SignedInAdmin, claimId: string): Promise<ClaimReceipt> {
  if (!isUuid(claimId)) throw claimNotFound();
  const at = deps.now();
  const year = parseIsoDate(todayIn(deps.config.timeZone, at)).year;
  return deps.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, claimId);
    if (!claim) throw claimNotFound();
    const member = await requireMember(tx, claim.memberId);
    const earlier = await findReceipt(tx, claim.id);
    const receipt = earlier
      ? await countReprint(tx, claim.id, at)
      : await insertReceipt(tx, {
          claimId: claim.id,
          memberId: member.id,
          year,
          number: await nextReceiptNumber(tx, year),
          at,
          by: admin.userId,
        });
    const number = formatReceiptNumber(receipt.year, receipt.number);
    const reprint = earlier !== undefined;
    await recordActivity(tx, admin, 'receipt.printed', {
      ...activityMember(member),
      claimId: claim.id,
      receiptNumber: number,
      reprint,
    });
    const names = await adminNames(tx, [claim.createdBy, claim.voided?.by ?? null]);
    // The office saved on Settings, else OFFICE_* (core/settings.ts).
    const office = await currentOffice({ config: deps.config, db: tx });
    return {
      number,
      issuedAt: receipt.issuedAt.toISOString(),
      printedAt: receipt.lastPrintedAt.toISOString(),
      reprint,
      voided: claim.voided
        ? {
            at: claim.voided.at.toISOString(),
            byName: claim.voided.by ? (names.get(claim.voided.by) ?? null) : null,
            reason: claim.voided.reason,
          }
        : null,
      office: {
        officeName: office.name,
        address: office.address,
        phone: office.phone,
      },
      member: { id: member.id, name: memberFullName(member), referenceNumber: member.referenceNumber },
      claim: {
        id: claim.id,
        serviceType: claim.serviceType,
        specificProcedure: claim.specificProcedure,
        category: claim.category,
        institution: claim.institution,
        amountCentavos: claim.amountCentavos,
        amountInWords: pesosInWords(claim.amountCentavos),
        serviceDate: claim.serviceDate,
        beneficiaryName: claim.beneficiaryName,
        recordedByName: claim.createdBy ? (names.get(claim.createdBy) ?? null) : null,
      },
      remaining: await remainingOf(tx, member, claim),
      printedByName: `${admin.firstName} ${admin.lastName}`.trim(),
    };
  });
}

/**
 * What remains of the claim's service in the window containing its service date (its month for the
 * monthly services, else its membership year), from the member's current claims: a voided claim
 * counts nowhere, its own amount included.
 */
async function remainingOf(
  db: Parameters<typeof serviceClaimsOf>[0],
  member: MemberRow,
  claim: ReceiptClaim,
): Promise<ClaimReceipt['remaining']> {
  const limit = await serviceLimitOf(db, claim.serviceType);
  if (!limit) return null;
  const claims = await serviceClaimsOf(db, member.id, claim.serviceType);
  const [usage] = serviceUsage([limit], claims, claim.serviceDate, {
    registrationDate: member.registrationDate,
    dob: member.dob,
  });
  if (!usage?.window) return null;
  return {
    windowLabel: receiptWindowLabel(usage.window),
    window: { kind: usage.window.kind, start: usage.window.start, end: usage.window.end },
    remainingCentavos: usage.remainingCentavos,
    maxCentavos: usage.maxCentavos,
  };
}
