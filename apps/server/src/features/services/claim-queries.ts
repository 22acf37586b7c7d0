/**
 * The SQL of recording a claim, kept to three statements inside the transaction (it is the hot
 * path: one lock, one read of everything the rules need, one write of the claim and its log entry).
 * Plain SQL through `tx.execute`: the same text runs on node-postgres and PGlite.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export type LockedMember = {
  id: string;
  referenceNumber: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string | null;
  dob: string;
  registrationDate: string;
  expiryDate: string;
  archived: boolean;
};

/**
 * Locks the member row until the transaction ends (DECISIONS 18). It must be a statement of its
 * own: the statements after it start once the lock is held, so under READ COMMITTED they see every
 * claim committed by whoever held the lock before.
 */
export async function lockMemberForClaim(tx: Tx, id: string): Promise<LockedMember | undefined> {
  if (!UUID.test(id)) return undefined;
  const result = await tx.execute(sql`
    select id, reference_number as "referenceNumber", first_name as "firstName",
           middle_name as "middleName", last_name as "lastName", suffix,
           dob::text as dob, registration_date::text as "registrationDate",
           expiry_date::text as "expiryDate", archived_at is not null as archived
    from members where id = ${id} for update`);
  return rowsOf<LockedMember>(result)[0];
}

export type ClaimContext = {
  limit: { serviceType: string; category: 'outpatient' | 'inpatient'; maxCentavos: number } | null;
  /** The member's claims of that service (the duplicate and limit rules compare one service). */
  claims: {
    serviceType: string;
    amountCentavos: number;
    date: string;
    institution: string;
    beneficiaryId: string | null;
  }[];
  beneficiaries: {
    id: string;
    firstName: string;
    middleName: string | null;
    lastName: string;
    suffix: string | null;
    status: string;
  }[];
};

/** The service's limit, the member's claims of it and (when asked) the member's beneficiaries. */
export async function claimContext(
  tx: Tx,
  memberId: string,
  serviceType: string,
  withBeneficiaries: boolean,
): Promise<ClaimContext> {
  const result = await tx.execute(sql`
    select
      (select json_build_object('serviceType', l.service_type, 'category', l.category,
                                'maxCentavos', l.max_centavos)
         from service_limits l where l.service_type = ${serviceType}) as "limit",
      (select coalesce(json_agg(json_build_object(
                'serviceType', c.service_type, 'amountCentavos', c.amount_centavos,
                'date', c.service_date, 'institution', c.institution,
                'beneficiaryId', c.beneficiary_id)), '[]'::json)
         from claimed_services c where c.member_id = ${memberId} and c.service_type = ${serviceType}) as claims,
      (select coalesce(json_agg(json_build_object(
                'id', b.id, 'firstName', b.first_name, 'middleName', b.middle_name,
                'lastName', b.last_name, 'suffix', b.suffix, 'status', b.status)), '[]'::json)
         from members_beneficiary b where ${withBeneficiaries} and b.member_id = ${memberId}) as beneficiaries`);
  const row = rowsOf<Record<string, unknown>>(result)[0]!;
  // PGlite and node-postgres both parse json; a driver handing back text is read here too.
  const parse = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    limit: parse<ClaimContext['limit']>(row.limit),
    claims: parse<ClaimContext['claims']>(row.claims),
    beneficiaries: parse<ClaimContext['beneficiaries']>(row.beneficiaries),
  };
}

export type NewClaim = {
  memberId: string;
  serviceType: string;
  specificProcedure: string | null;
  category: 'outpatient' | 'inpatient';
  institution: string;
  amountCentavos: number;
  date: string;
  beneficiaryUse: boolean;
  beneficiaryId: string | null;
  beneficiaryName: string | null;
  membershipYear: number;
  membershipYearIndex: number;
  createdBy: string;
};

/** Inserts the claim and its activity-log entry (which gets the claim's id) in one statement. */
export async function insertClaimWithLog(
  tx: Tx,
  claim: NewClaim,
  log: { action: string; details: Record<string, unknown> },
): Promise<{ id: string; createdAt: Date }> {
  const result = await tx.execute(sql`
    with inserted as (
      insert into claimed_services (member_id, service_type, specific_procedure, category, institution,
        amount_centavos, service_date, beneficiary_use, beneficiary_id, beneficiary_name,
        membership_year, membership_year_index, created_by)
      values (${claim.memberId}, ${claim.serviceType}, ${claim.specificProcedure}, ${claim.category},
        ${claim.institution}, ${claim.amountCentavos}, ${claim.date}, ${claim.beneficiaryUse},
        ${claim.beneficiaryId}, ${claim.beneficiaryName}, ${claim.membershipYear},
        ${claim.membershipYearIndex}, ${claim.createdBy})
      returning id, created_at
    ), logged as (
      insert into activity_logs (admin_id, action, details)
      select ${claim.createdBy}, ${log.action},
             ${JSON.stringify(log.details)}::jsonb || jsonb_build_object('claimId', inserted.id)
      from inserted
    )
    select id, created_at as "createdAt" from inserted`);
  const row = rowsOf<{ id: string; createdAt: Date | string }>(result)[0]!;
  return { id: row.id, createdAt: new Date(row.createdAt) };
}
