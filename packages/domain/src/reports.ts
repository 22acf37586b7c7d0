/** Report status of a member (spec 4) and the notification it raises (spec 3). */
import { HIGH_CLAIMS_THRESHOLD_CENTAVOS } from './constants.ts';
import type { IsoDate } from './dates.ts';
import { membershipStatus } from './membership.ts';

export type ReportStatus = 'Expired' | 'No Claims' | 'High Claims' | 'Active';
export const REPORT_STATUSES: readonly ReportStatus[] = ['Active', 'High Claims', 'No Claims', 'Expired'];

/** Expired if expired; else No Claims when nothing is claimed; else High Claims from ₱10,000; else Active. */
export function reportStatus(
  member: { expiryDate: IsoDate; totalClaimedCentavos: number },
  today: IsoDate,
): ReportStatus {
  if (membershipStatus(member.expiryDate, today) === 'Expired') return 'Expired';
  if (member.totalClaimedCentavos <= 0) return 'No Claims';
  if (member.totalClaimedCentavos >= HIGH_CLAIMS_THRESHOLD_CENTAVOS) return 'High Claims';
  return 'Active';
}

export type ReportNotificationType = 'expired' | 'no_claims' | 'high_claims';

/** The notification type a report status raises, or null for 'Active'. */
export function reportNotificationType(status: ReportStatus): ReportNotificationType | null {
  switch (status) {
    case 'Expired':
      return 'expired';
    case 'No Claims':
      return 'no_claims';
    case 'High Claims':
      return 'high_claims';
    default:
      return null;
  }
}
