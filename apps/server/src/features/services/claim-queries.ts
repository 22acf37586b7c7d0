/**
 * The SQL of recording a claim — the hot path. One transaction in two messages on one pooled
 * connection:
 *
 *   1. `begin; [advisory lock; stored answer;] lock the member; read what the rules need` — the read
 *      also gives the transaction's `now()`, which is the new claim's created_at;
 *   2. `insert claim + activity entry; [the statements queued with it;] [store the answer;] commit`.
 *
 * The statements go as multi-statement simple-protocol messages (node-postgres `query(text)` on a
 * client of the pool). Under READ COMMITTED every statement of such a message still takes its own
 * snapshot, so the read runs after the lock is held and sees every claim committed by the previous
 * holder (DECISIONS 18), and the Idempotency-Key's stored answer is read after its advisory lock.
 * The claim's id is made here (a v4 UUID, as gen_random_uuid) and its created_at is the
 * transaction's now(), so the answer is known before the second message and the Idempotency-Key's
 * answer is stored in it. The simple protocol takes no parameters, so the claim's own statements are
 * prepared once per session and run as `execute name(literals)` (`db/literal.ts`): the member id only
 * after it matched the UUID pattern.
 */
import { randomUUID } from 'node:crypto';
import type { ActivityEntry } from '@portal/domain';
import type pg from 'pg';
import { ONCE_PREPARED, type Once } from '../../core/idempotency.ts';
import { literal } from '../../db/literal.ts';
import { ensurePrepared, execute, forgetPrepared, isStalePrepared, prepared } from '../../db/prepared.ts';
import { isUuid } from '../../db/uuid.ts';

export { literal };

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
  /**
   * Records the claim and its activity-log entry (which gets the claim's id) in one statement, sent
   * with the commit: its id and created_at are known at once. A failure surfaces from the transaction.
   */
  insert(claim: NewClaim, log: ClaimLog, notices?: ClaimNotices): { id: string; createdAt: Date };
  /**
   * Another statement of the claim's write (e.g. a notification, conditional in SQL or decided
   * here), sent in the same message as the insert, after it; written with `literal` values.
   */
  write(statement: string): void;
};

/*
 * The claim's statements are prepared once per database session (PREPARE, below) and run by EXECUTE
 * with literal arguments: a claim then costs the database no parsing or planning of them (measured:
 * about half a millisecond of its CPU per claim, as much as running them), while still going in the
 * two messages above.
 */
const CLAIM_LOCK = `select id, reference_number as "referenceNumber", first_name as "firstName",
         middle_name as "middleName", last_name as "lastName", suffix,
         dob::text as dob, registration_date::text as "registrationDate",
         expiry_date::text as "expiryDate", archived_at is not null as archived
  from members where id = $1 for update`;

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
  insert into activity_logs (admin_id, action, details)
  select $14, $15, $16 || jsonb_build_object('claimId', inserted.id)
  from inserted`;

const LOCK = prepared('claim_lock', ['uuid'], CLAIM_LOCK);
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

/** The prepared statements of a claim transaction, with the Idempotency-Key's (Once.statements). */
const PREPARED = [LOCK, CONTEXT, INSERT, INSERT_HIGH, INSERT_WARNING, ...ONCE_PREPARED];

const lockSql = (id: string) => execute(LOCK, [id]);

const contextSql = (memberId: string, serviceType: string, withBeneficiaries: boolean) =>
  execute(CONTEXT, [memberId, serviceType, withBeneficiaries]);

/** The insert's arguments, in the order of its parameters ($1–$16, then the notices'). */
const insertSql = (id: string, c: NewClaim, log: ClaimLog, n?: ClaimNotices) => {
  const args = [
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
  if (!n) return execute(INSERT, args);
  const h = n.highClaims;
  args.push(n.termExpiry, h.thresholdCentavos, h.title, h.message);
  const w = n.limitWarning;
  if (!w) return execute(INSERT_HIGH, args);
  return execute(INSERT_WARNING, [...args, w.serviceType, w.windowStart, w.title, w.message]);
};

// node-postgres parses json; text (a json column read as text) is read here too.
const parse = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toContext(row: Record<string, unknown>): ClaimContext {
  return {
    limit: parse<ClaimContext['limit']>(row.limit),
    claims: parse<ClaimContext['claims']>(row.claims),
    beneficiaries: parse<ClaimContext['beneficiaries']>(row.beneficiaries),
  };
}

/** Sends one multi-statement message inside the transaction; the rows of each statement. */
type Send = (text: string) => Promise<Record<string, unknown>[][]>;

/**
 * Runs `work` in one transaction on a connection of `pool` (committed when it returns, rolled back
 * when it throws), with `once` (an Idempotency-Key) checked in the first message and its answer
 * stored in the last.
 */
export async function claimTransaction<T>(
  pool: pg.Pool,
  once: Once<T> | undefined,
  work: (store: ClaimStore) => Promise<T>,
): Promise<T> {
  try {
    return await pooledTransaction(pool, once, work);
  } catch (error) {
    // A prepared statement lost or outdated in its session (db/prepared.ts): the session was forgotten
    // and its connection dropped, the claim rolled back; it runs once more, prepared afresh.
    if (!isStalePrepared(error)) throw error;
    return pooledTransaction(pool, once, work);
  }
}

/** The claim's two messages through `send`: the first begins the transaction, the last commits it. */
async function runClaim<T>(
  send: Send,
  once: Once<T> | undefined,
  work: (store: ClaimStore) => Promise<T>,
): Promise<T> {
  let txTime: Date | undefined;
  const pending: string[] = [];
  let onceChecked = !once;
  const store: ClaimStore = {
    async lockAndRead(memberId, serviceType, withBeneficiaries) {
      if (txTime) throw new Error('lockAndRead must be the only read of a claim transaction');
      const head = `begin;${once ? `${once.statements.begin};` : ''}`;
      if (!isUuid(memberId)) {
        if (once) {
          const results = await send(head.replace(/;$/, ''));
          once.statements.check(results.at(-1) as never);
          onceChecked = true;
        }
        return undefined;
      }
      const results = await send(
        `${head}${lockSql(memberId)};${contextSql(memberId, serviceType, withBeneficiaries)}`,
      );
      const [locked, read] = results.slice(-2);
      if (once) {
        once.statements.check(results.at(-3) as never);
        onceChecked = true;
      }
      const row = read![0]!;
      txTime = new Date(row.now as Date | string);
      const member = locked![0] as LockedMember | undefined;
      if (!member) return undefined;
      return { member, context: toContext(row) };
    },
    insert(claim, log, notices) {
      if (!txTime) throw new Error('insert must follow lockAndRead in a claim transaction');
      const id = randomUUID();
      pending.push(insertSql(id, claim, log, notices));
      return { id, createdAt: txTime };
    },
    write(statement) {
      if (!txTime) throw new Error('write must follow lockAndRead in a claim transaction');
      pending.push(statement);
    },
  };
  const value = await work(store);
  if (!onceChecked && once) {
    // The work ended before reading (nothing to lock): the key is still checked first.
    once.statements.check((await send(`begin;${once.statements.begin}`)).at(-1) as never);
  }
  if (once) pending.push(once.statements.finish(value));
  await send([...pending, 'commit'].join(';'));
  return value;
}

/**
 * The transaction on one client of the pool: its first message begins it, its last commits;
 * anything thrown rolls it back.
 */
async function pooledTransaction<T>(
  pool: pg.Pool,
  once: Once<T> | undefined,
  work: (store: ClaimStore) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let begun = false;
  const query: Send = async (text) => {
    const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(result) ? result : [result]).map((r) => r.rows);
  };
  const send: Send = (text) => {
    begun = true;
    return query(text);
  };
  let broken: Error | undefined;
  try {
    await ensurePrepared(client, PREPARED, query);
    return await runClaim(send, once, work);
  } catch (error) {
    if (isStalePrepared(error)) {
      forgetPrepared(client);
      broken = error as Error;
    }
    if (begun && !broken) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
