/**
 * The claim transaction's statements (the hot path): the member lock (core's, prepared), the read of
 * what the rules need, and the insert of the claim with its activity entry (core's insert) and its
 * notices, each prepared once per database session and run as `execute name(literals)` in the
 * transaction's multi-statement messages (claim-transaction.ts); the arguments in their order here.
 */
import type { ActivityEntry } from '@portal/domain';
import { SESSION_ADMIN } from '../../auth/guards.ts';
import { activityInsertFrom } from '../../core/activity.ts';
import { ONCE_PREPARED } from '../../core/idempotency.ts';
import { MEMBER_LOCK } from '../../core/members.ts';
import { execute, type Prepared, prepared } from '../../db/prepared.ts';

export type ClaimContext = {
  limit: { serviceType: string; category: 'outpatient' | 'inpatient'; maxCentavos: number } | null;
  /** The member's claims of that service (the duplicate and limit rules compare one service). */
  claims: {
    serviceType: string;
    specificProcedure: string | null;
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

/**
 * The notifications a claim may raise, in its own insert statement (DECISIONS 30; issue 10 item 5):
 * 'high_claims' when the member's kept total (read before this claim) is below the threshold and
 * this claim's amount brings it to or past it — one primary-key look-up, inserting only at the
 * crossing — and the limit warning the domain found for this claim, if any. Both ON CONFLICT DO
 * NOTHING (the unique key holds each once per member, type, term and window). The recording admin
 * is their actor: not shown to them (issue 23).
 */
export type ClaimNotices = {
  /** The member's current term (its expiry date). */
  termExpiry: string;
  highClaims: { thresholdCentavos: number; title: string; message: string };
  limitWarning: { serviceType: string; windowStart: string; title: string; message: string } | null;
};

/** The claim's activity-log entry (the statement adds the claim's id to its details). */
export type ClaimLog = ActivityEntry<'claim.created'>;

/*
 * The claim's statements are prepared once per database session (PREPARE, below) and run by EXECUTE
 * with literal arguments: a claim then costs the database no parsing or planning of them (measured:
 * about half a millisecond of its CPU per claim, as much as running them), while still going in the
 * two messages above.
 */
const CLAIM_CONTEXT = `select now() as "now",
    (select json_build_object('serviceType', l.service_type, 'category', l.category,
                              'maxCentavos', l.max_centavos)
       from service_limits l where l.service_type = $2) as "limit",
    (select coalesce(json_agg(json_build_object(
              'serviceType', c.service_type, 'specificProcedure', c.specific_procedure,
              'amountCentavos', c.amount_centavos, 'date', c.service_date, 'institution', c.institution,
              'beneficiaryId', c.beneficiary_id)), '[]'::json)
       from claimed_services c
       where c.member_id = $1 and c.service_type = $2) as claims,
    (select coalesce(json_agg(json_build_object(
              'id', b.id, 'firstName', b.first_name, 'middleName', b.middle_name,
              'lastName', b.last_name, 'suffix', b.suffix, 'status', b.status)), '[]'::json)
       from members_beneficiary b
       where $3 and b.member_id = $1) as beneficiaries`;

/**
 * The claim and its activity entry ($1–$16), with the notices' CTEs: 'high_claims' ($17–$20) and the
 * limit warning ($21–$24); `insertSql` gives the arguments in that order.
 */
const CLAIM_INSERT_TYPES = [
  'uuid',
  'uuid',
  'text',
  'text',
  'text',
  'text',
  'integer',
  'date',
  'boolean',
  'uuid',
  'text',
  'integer',
  'smallint',
  'text',
  'text',
  'jsonb',
];
const HIGH_CLAIMS_CTE = `, high_claims as (
    insert into notifications (member_id, type, term_expiry, title, message, actor_id)
    select t.member_id, 'high_claims', $17, $19, $20, $14
    from member_claim_totals t
    where t.member_id = $2 and t.total_claimed_centavos < $18
      and t.total_claimed_centavos + $7 >= $18
      and exists (select 1 from inserted)
    on conflict do nothing
  )`;
const LIMIT_WARNING_CTE = `, limit_warning as (
    insert into notifications (member_id, type, term_expiry, service_type, window_start, title, message,
      actor_id)
    select $2, 'limit_warning', $17, $21, $22, $23, $24, $14
    from inserted
    on conflict do nothing
  )`;
const claimInsert = (ctes: string) => `
  with inserted as (
    insert into claimed_services (id, member_id, service_type, specific_procedure, category, institution,
      amount_centavos, service_date, beneficiary_use, beneficiary_id, beneficiary_name,
      membership_year, membership_year_index, created_by)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
    returning id
  )${ctes}
  ${activityInsertFrom(`select $14, $15, $16 || jsonb_build_object('claimId', inserted.id) from inserted`)}`;

const CONTEXT = prepared('claim_context', ['uuid', 'text', 'boolean'], CLAIM_CONTEXT);
const INSERT = prepared('claim_insert', CLAIM_INSERT_TYPES, claimInsert(''));
const INSERT_HIGH = prepared(
  'claim_insert_high',
  [...CLAIM_INSERT_TYPES, 'date', 'bigint', 'text', 'text'],
  claimInsert(HIGH_CLAIMS_CTE),
);
const INSERT_WARNING = prepared(
  'claim_insert_warning',
  [...CLAIM_INSERT_TYPES, 'date', 'bigint', 'text', 'text', 'text', 'date', 'text', 'text'],
  claimInsert(HIGH_CLAIMS_CTE + LIMIT_WARNING_CTE),
);

/**
 * The prepared statements of a claim transaction, with the admin's session (SessionCheck) and the
 * Idempotency-Key's (Once.statements).
 */
export const CLAIM_PREPARED = [
  SESSION_ADMIN,
  MEMBER_LOCK,
  CONTEXT,
  INSERT,
  INSERT_HIGH,
  INSERT_WARNING,
  ...ONCE_PREPARED,
];

/** Arguments of a prepared statement, in the order of its parameters. */
type Args = (string | number | boolean | null)[];

/**
 * A statement and its arguments: `execute` writes them as `execute name(literals)` for the claim's
 * messages; the claim-protocols bench (scripts/bench/claim-protocols.ts) sends the same pair as
 * node-postgres' named statements, to compare the two.
 */
export type Call = [statement: Prepared, args: Args];

export const lockCall = (id: string): Call => [MEMBER_LOCK, [id]];

export const contextCall = (memberId: string, serviceType: string, withBeneficiaries: boolean): Call => [
  CONTEXT,
  [memberId, serviceType, withBeneficiaries],
];

/** The insert's arguments, in the order of its parameters ($1–$16, then the notices'). */
export const insertCall = (id: string, c: NewClaim, log: ClaimLog, n?: ClaimNotices): Call => {
  const args: Args = [
    id,
    c.memberId,
    c.serviceType,
    c.specificProcedure,
    c.category,
    c.institution,
    c.amountCentavos,
    c.date,
    c.beneficiaryUse,
    c.beneficiaryId,
    c.beneficiaryName,
    c.membershipYear,
    c.membershipYearIndex,
    c.createdBy,
    log.action,
    JSON.stringify(log.details),
  ];
  if (!n) return [INSERT, args];
  const h = n.highClaims;
  args.push(n.termExpiry, h.thresholdCentavos, h.title, h.message);
  const w = n.limitWarning;
  if (!w) return [INSERT_HIGH, args];
  return [INSERT_WARNING, [...args, w.serviceType, w.windowStart, w.title, w.message]];
};

export const lockSql = (id: string) => execute(...lockCall(id));

export const contextSql = (memberId: string, serviceType: string, withBeneficiaries: boolean) =>
  execute(...contextCall(memberId, serviceType, withBeneficiaries));

export const insertSql = (id: string, c: NewClaim, log: ClaimLog, n?: ClaimNotices) =>
  execute(...insertCall(id, c, log, n));

// node-postgres parses json; text (a json column read as text) is read here too.
const parse = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function toContext(row: Record<string, unknown>): ClaimContext {
  return {
    limit: parse<ClaimContext['limit']>(row.limit),
    claims: parse<ClaimContext['claims']>(row.claims),
    beneficiaries: parse<ClaimContext['beneficiaries']>(row.beneficiaries),
  };
}
