/**
 * The claim transaction's two messages (claim-transaction.ts sends them): `ClaimStore` is what the
 * claim's rules (claims.ts) do inside it, and `runClaim` turns those calls into the messages:
 *
 *   1. `begin; [the session;] [advisory lock; stored answer;] lock the member; read what the rules
 *      need` — the read also gives the transaction's `now()`, which is the new claim's created_at;
 *   2. `insert claim + activity entry; [the statements queued with it;] [store the answer;] commit`.
 */
import { randomUUID } from 'node:crypto';
import { NotAdmitted, type SessionCheck } from '../../auth/guards.ts';
import type { Once } from '../../core/idempotency.ts';
import type { LockedMember } from '../../core/members.ts';
import { isUuid } from '../../db/uuid.ts';
import {
  type ClaimContext,
  type ClaimLog,
  type ClaimNotices,
  contextSql,
  insertSql,
  lockSql,
  type NewClaim,
  toContext,
} from './claim-statements.ts';

/** What the claim transaction can do; `claimTransaction` (claim-transaction.ts) gives it one of these. */
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

/** The admin's session read in the first message (auth/guards.ts SessionCheck). */
export type Check = Pick<SessionCheck, 'statement' | 'admit'>;

/** Sends one multi-statement message inside the transaction; the rows of each statement. */
export type Send = (text: string) => Promise<Record<string, unknown>[][]>;

/**
 * The claim's two messages through `send`: the first begins the transaction, the last commits it.
 * With `check` (auth/guards.ts SessionCheck), the first message reads the session first and the
 * check admits the request before anything else of it is looked at (the key's stored answer
 * included); NotAdmitted otherwise, and the transaction rolls back.
 */
export async function runClaim<T>(
  send: Send,
  once: Once<T> | undefined,
  work: (store: ClaimStore) => Promise<T>,
  check?: Check,
): Promise<T> {
  let txTime: Date | undefined;
  const pending: string[] = [];
  let headSent = false;
  /** The first message was sent (its answer may have been a database's error). */
  let headTried = false;
  const head = `begin;${check ? `${check.statement};` : ''}${once ? `${once.statements.begin};` : ''}`;
  /** The first message's results past its head (begin; [the session]; [the key's lock; its answer]). */
  const afterHead = (results: Record<string, unknown>[][]) => {
    headSent = true;
    let i = 1;
    if (check) {
      if (!check.admit(results[i]!)) throw new NotAdmitted();
      i += 1;
    }
    if (once) {
      once.statements.check(results[i + 1] as never);
      i += 2;
    }
    return results.slice(i);
  };
  const store: ClaimStore = {
    async lockAndRead(memberId, serviceType, withBeneficiaries) {
      if (headSent) throw new Error('lockAndRead must be the only read of a claim transaction');
      if (!isUuid(memberId)) {
        if (check || once) {
          headTried = true;
          afterHead(await send(head.replace(/;$/, '')));
        }
        return undefined;
      }
      headTried = true;
      const [locked, read] = afterHead(
        await send(`${head}${lockSql(memberId)};${contextSql(memberId, serviceType, withBeneficiaries)}`),
      );
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
  let value: T;
  try {
    value = await work(store);
  } catch (error) {
    // Nothing is answered before the session was read: requireAdmin answers first (withAdmin). A
    // database's error in answer to the first message (a lost prepared statement, a lock timeout, the
    // connection gone) is thrown as it is: the transaction's own handling sees it (a stale statement
    // is prepared afresh and the claim retried, its session read again), and the claim does not run
    // a second time behind requireAdmin.
    if (check && !headTried) throw new NotAdmitted();
    throw error;
  }
  // The work ended before reading (nothing to lock): the session and the key are still checked first.
  if (!headSent && (check || once)) afterHead(await send(head.replace(/;$/, '')));
  if (once) pending.push(once.statements.finish(value));
  await send([...pending, 'commit'].join(';'));
  return value;
}
