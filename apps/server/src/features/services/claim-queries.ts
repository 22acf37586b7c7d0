/**
 * The SQL of recording a claim — the hot path. Three statements inside one transaction: lock the
 * member row, read everything the rules need, write the claim with its activity-log entry.
 *
 * On PostgreSQL (node-postgres pool) the transaction costs two round trips instead of six: the
 * statements go as multi-statement simple queries, `begin; lock; read` and then `insert; commit`.
 * Under READ COMMITTED every statement of such a message still takes its own snapshot, so the read
 * runs after the lock is held and sees every claim committed by the previous holder (DECISIONS 18).
 * The simple protocol takes no parameters, so values are written as SQL literals: the member id only
 * after it matched the UUID pattern, numbers only when finite, and every string through
 * node-postgres's `escapeLiteral` (quotes doubled; backslashes doubled in an E'' string). PGlite runs
 * the same statements one by one inside a drizzle transaction.
 */
import type { ActivityEntry } from '@portal/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Once } from '../../core/idempotency.ts';
import type { Db, Tx } from '../../db/index.ts';
import { isUuid } from '../../db/uuid.ts';

/** A value written into SQL text as a literal (see the file comment). */
export function literal(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return pg.escapeLiteral(value);
}

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
 * NOTHING (the unique key holds each once per member, type, term and window).
 */
export type ClaimNotices = {
  /** The member's current term (its expiry date). */
  termExpiry: string;
  highClaims: { thresholdCentavos: number; title: string; message: string };
  limitWarning: { serviceType: string; windowStart: string; title: string; message: string } | null;
};

/** The claim's activity-log entry (the statement adds the claim's id to its details). */
export type ClaimLog = ActivityEntry<'claim.created'>;

/** What the claim transaction can do; `claimTransaction` gives it one of these. */
export type ClaimStore = {
  /**
   * Locks the member row until the transaction ends, then reads the service's limit, the member's
   * claims of it and (when asked) the member's beneficiaries. Undefined when there is no such member.
   */
  lockAndRead(
    memberId: string,
    serviceType: string,
    withBeneficiaries: boolean,
  ): Promise<{ member: LockedMember; context: ClaimContext } | undefined>;
  /** Inserts the claim and its activity-log entry (which gets the claim's id) in one statement. */
  insert(claim: NewClaim, log: ClaimLog, notices?: ClaimNotices): Promise<{ id: string; createdAt: Date }>;
};

const lockSql = (id: string) => `
  select id, reference_number as "referenceNumber", first_name as "firstName",
         middle_name as "middleName", last_name as "lastName", suffix,
         dob::text as dob, registration_date::text as "registrationDate",
         expiry_date::text as "expiryDate", archived_at is not null as archived
  from members where id = ${literal(id)} for update`;

const contextSql = (memberId: string, serviceType: string, withBeneficiaries: boolean) => `
  select
    (select json_build_object('serviceType', l.service_type, 'category', l.category,
                              'maxCentavos', l.max_centavos)
       from service_limits l where l.service_type = ${literal(serviceType)}) as "limit",
    (select coalesce(json_agg(json_build_object(
              'serviceType', c.service_type, 'specificProcedure', c.specific_procedure,
              'amountCentavos', c.amount_centavos, 'date', c.service_date, 'institution', c.institution,
              'beneficiaryId', c.beneficiary_id)), '[]'::json)
       from claimed_services c
       where c.member_id = ${literal(memberId)} and c.service_type = ${literal(serviceType)}) as claims,
    (select coalesce(json_agg(json_build_object(
              'id', b.id, 'firstName', b.first_name, 'middleName', b.middle_name,
              'lastName', b.last_name, 'suffix', b.suffix, 'status', b.status)), '[]'::json)
       from members_beneficiary b
       where ${literal(withBeneficiaries)} and b.member_id = ${literal(memberId)}) as beneficiaries`;

/** The notifications CTEs of the claim's insert (see ClaimNotices); none without notices. */
const noticesSql = (c: NewClaim, n: ClaimNotices | undefined) => {
  if (!n) return '';
  const h = n.highClaims;
  const high = `, high_claims as (
    insert into notifications (member_id, type, term_expiry, title, message)
    select t.member_id, 'high_claims', ${literal(n.termExpiry)}, ${literal(h.title)}, ${literal(h.message)}
    from member_claim_totals t
    where t.member_id = ${literal(c.memberId)} and t.total_claimed_centavos < ${literal(h.thresholdCentavos)}
      and t.total_claimed_centavos + ${literal(c.amountCentavos)} >= ${literal(h.thresholdCentavos)}
      and exists (select 1 from inserted)
    on conflict do nothing
  )`;
  const w = n.limitWarning;
  const warning = w
    ? `, limit_warning as (
    insert into notifications (member_id, type, term_expiry, service_type, window_start, title, message)
    select ${literal(c.memberId)}, 'limit_warning', ${literal(n.termExpiry)}, ${literal(w.serviceType)},
           ${literal(w.windowStart)}, ${literal(w.title)}, ${literal(w.message)}
    from inserted
    on conflict do nothing
  )`
    : '';
  return high + warning;
};

const insertSql = (c: NewClaim, log: ClaimLog, notices?: ClaimNotices) => `
  with inserted as (
    insert into claimed_services (member_id, service_type, specific_procedure, category, institution,
      amount_centavos, service_date, beneficiary_use, beneficiary_id, beneficiary_name,
      membership_year, membership_year_index, created_by)
    values (${literal(c.memberId)}, ${literal(c.serviceType)}, ${literal(c.specificProcedure)},
      ${literal(c.category)}, ${literal(c.institution)}, ${literal(c.amountCentavos)},
      ${literal(c.date)}, ${literal(c.beneficiaryUse)}, ${literal(c.beneficiaryId)},
      ${literal(c.beneficiaryName)}, ${literal(c.membershipYear)}, ${literal(c.membershipYearIndex)},
      ${literal(c.createdBy)})
    returning id, created_at
  ), logged as (
    insert into activity_logs (admin_id, action, details)
    select ${literal(c.createdBy)}, ${literal(log.action)},
           ${literal(JSON.stringify(log.details))}::jsonb || jsonb_build_object('claimId', inserted.id)
    from inserted
  )${noticesSql(c, notices)}
  select id, created_at as "createdAt" from inserted`;

// PGlite and node-postgres both parse json; a driver handing back text is read here too.
const parse = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toContext(row: Record<string, unknown>): ClaimContext {
  return {
    limit: parse<ClaimContext['limit']>(row.limit),
    claims: parse<ClaimContext['claims']>(row.claims),
    beneficiaries: parse<ClaimContext['beneficiaries']>(row.beneficiaries),
  };
}

const toInserted = (row: { id: string; createdAt: Date | string }) => ({
  id: row.id,
  createdAt: new Date(row.createdAt),
});

/**
 * Runs `work` in one transaction (committed when it returns, rolled back when it throws). With
 * `once` (an Idempotency-Key) the transaction begins and ends with its hooks; it then runs statement
 * by statement (the two-round-trip path has no room for them), which costs a few more round trips.
 */
export function claimTransaction<T>(
  db: Db,
  once: Once<T> | undefined,
  work: (store: ClaimStore) => Promise<T>,
): Promise<T> {
  if (once) {
    return db.transaction(async (tx) => {
      await once.begin(tx);
      const result = await work(drizzleStore(tx));
      await once.finish(tx, result);
      return result;
    });
  }
  const pool = (db as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) return pgTransaction(pool, work);
  return db.transaction((tx) => work(drizzleStore(tx)));
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

function drizzleStore(tx: Tx): ClaimStore {
  return {
    async lockAndRead(memberId, serviceType, withBeneficiaries) {
      if (!isUuid(memberId)) return undefined;
      // Two statements: the read must start after the lock is held (see the file comment).
      const [member] = rowsOf<LockedMember>(await tx.execute(sql.raw(lockSql(memberId))));
      if (!member) return undefined;
      const result = await tx.execute(sql.raw(contextSql(member.id, serviceType, withBeneficiaries)));
      return { member, context: toContext(rowsOf<Record<string, unknown>>(result)[0]!) };
    },
    async insert(claim, log, notices) {
      const result = await tx.execute(sql.raw(insertSql(claim, log, notices)));
      return toInserted(rowsOf<{ id: string; createdAt: Date | string }>(result)[0]!);
    },
  };
}

/**
 * The PostgreSQL transaction in two round trips. `insert` also commits, so it must be the store's
 * last call; when `work` returns without inserting, the transaction is committed on its own.
 */
async function pgTransaction<T>(pool: pg.Pool, work: (store: ClaimStore) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let open = false;
  const results = (result: unknown) => result as pg.QueryResult[];
  const store: ClaimStore = {
    async lockAndRead(memberId, serviceType, withBeneficiaries) {
      if (open) throw new Error('lockAndRead must be the first call of a claim transaction');
      if (!isUuid(memberId)) return undefined;
      open = true;
      const [, locked, read] = results(
        await client.query(
          `begin;${lockSql(memberId)};${contextSql(memberId, serviceType, withBeneficiaries)}`,
        ),
      );
      const member = locked!.rows[0] as LockedMember | undefined;
      if (!member) return undefined;
      return { member, context: toContext(read!.rows[0]) };
    },
    async insert(claim, log, notices) {
      if (!open) throw new Error('insert must follow lockAndRead in a claim transaction');
      const [inserted] = results(await client.query(`${insertSql(claim, log, notices)};commit`));
      open = false;
      return toInserted(inserted!.rows[0]);
    },
  };
  let broken: Error | undefined;
  try {
    const value = await work(store);
    if (open) await client.query('commit');
    open = false;
    return value;
  } catch (error) {
    if (open) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
