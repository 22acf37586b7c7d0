/** Rows → the API's views of limits and claims. */
import {
  type ClaimView,
  claimYearTag,
  type IsoDate,
  membershipYearOf,
  SERVICE_LIMIT_CAPS_CENTAVOS,
  type ServiceLimitView,
  type VoidedClaimView,
} from '@portal/domain';
import type { ClaimRow, LimitRow, VoidedClaimRow } from './queries.ts';

export function toLimitView(row: LimitRow): ServiceLimitView {
  return {
    serviceType: row.serviceType,
    category: row.category,
    maxCentavos: row.maxCentavos,
    capCentavos: SERVICE_LIMIT_CAPS_CENTAVOS[row.category],
  };
}

/**
 * A claim as the service history shows it: its membership year ('N/A' when the service date
 * lies outside the membership, e.g. after the registration date was corrected) and whether that
 * year is the one containing `on` ('Current') or an earlier one ('Archived').
 */
export function toClaimView(
  row: Omit<ClaimRow, 'createdAt'> & { createdAt: Date },
  registrationDate: IsoDate,
  on: IsoDate,
  correctsClaimId: string | null = null,
): ClaimView {
  return {
    id: row.id,
    category: row.category,
    serviceType: row.serviceType,
    specificProcedure: row.specificProcedure,
    institution: row.institution,
    amountCentavos: row.amountCentavos,
    date: row.serviceDate,
    beneficiaryUse: row.beneficiaryUse ? 'Yes' : 'No',
    beneficiaryId: row.beneficiaryId,
    beneficiaryName: row.beneficiaryName,
    // The label follows from the registration date; the stored membership_year (the start calendar year) keeps exports readable.
    membershipYear: membershipYearOf(registrationDate, row.serviceDate)?.label ?? 'N/A',
    tag: claimYearTag(registrationDate, row.serviceDate, on),
    createdAt: row.createdAt.toISOString(),
    recordedBy: row.createdBy,
    recordedByName: row.recordedByName,
    correctsClaimId,
  };
}

/** A voided claim as the history shows it: the claim, and who voided it, when, why and what replaced it. */
export function toVoidedClaimView(
  row: VoidedClaimRow,
  registrationDate: IsoDate,
  on: IsoDate,
): VoidedClaimView {
  return {
    ...toClaimView(row, registrationDate, on),
    voidedAt: row.voidedAt.toISOString(),
    voidedByName: row.voidedByName,
    voidReason: row.voidReason,
    replacedBy: row.replacedBy,
  };
}
