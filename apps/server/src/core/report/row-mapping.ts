/**
 * A report row as SQL gives it (the member's columns, the kept totals, the sort keys k0, k1, …) and as
 * the API sends it (the domain's ReportRow, its status from the domain's reportStatus).
 */
import { type IsoDate, memberFullName, type ReportRow, reportStatus } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import { dateText, type KeyValues, keysOf, type SortSpec } from './ordering.ts';

const m = members;

/** The member's columns of a report row, named as RawRow names them. */
export const SELECT_MEMBER = sql`${m.id} as id, ${m.referenceNumber} as reference_number, ${m.idNumber} as id_number,
      ${m.firstName} as first_name, ${m.middleName} as middle_name, ${m.lastName} as last_name,
      ${m.suffix} as suffix, ${m.barangay} as barangay, ${m.registrationDate}::text as registration_date,
      ${m.expiryDate}::text as expiry_date`;

export type RawRow = {
  id: string;
  reference_number: string;
  id_number: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: string | null;
  barangay: string;
  registration_date: string;
  expiry_date: string;
  claims_count: number;
  total_claimed_centavos: string | number;
  latest_claim_date: string | null;
  [key: `k${number}`]: string | number;
};

export type KeyedRow = { row: ReportRow; keys: KeyValues };

export function toRow(raw: RawRow, spec: SortSpec, today: IsoDate): KeyedRow {
  const total = Number(raw.total_claimed_centavos);
  const expiryDate = dateText(raw.expiry_date)!;
  return {
    row: {
      id: raw.id,
      referenceNumber: raw.reference_number,
      idNumber: raw.id_number,
      fullName: memberFullName({
        firstName: raw.first_name,
        middleName: raw.middle_name,
        lastName: raw.last_name,
        suffix: raw.suffix,
      }),
      lastName: raw.last_name,
      firstName: raw.first_name,
      middleName: raw.middle_name,
      suffix: raw.suffix,
      barangay: raw.barangay,
      registrationDate: dateText(raw.registration_date)!,
      expiryDate,
      status: reportStatus({ expiryDate, totalClaimedCentavos: total }, today),
      claimsCount: Number(raw.claims_count),
      totalClaimedCentavos: total,
      latestClaimDate: dateText(raw.latest_claim_date),
    },
    keys: keysOf(spec, raw),
  };
}
