/**
 * The claim transaction's two messages (claim-transaction.ts sends them): `ClaimStore` is what the
 * claim's rules (claims.ts) do inside it, and `runClaim` turns those calls into the messages:
 *
 *   1. `begin; [advisory lock; stored answer;] lock the member; read what the rules need` — the read
 *      also gives the transaction's `now()`, which is the new claim's created_at;
 *   2. `insert claim + activity entry; [the statements queued with it;] [store the answer;] commit`.
 */
import { randomUUID } from 'node:crypto';
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

/** Sends one multi-statement message inside the transaction; the rows of each statement. */
export type Send = (text: string) => Promise<Record<string, unknown>[][]>;

/** The claim's two messages through `send`: the first begins the transaction, the last commits it. */
export async function runClaim<T>(
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
