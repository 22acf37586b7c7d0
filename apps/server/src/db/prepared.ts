/**
 * Statements prepared once per database session (PREPARE) and run as `execute name(literals)` inside
 * multi-statement simple-protocol messages, which take no parameters: the database then neither parses
 * nor plans them again. The claim transaction uses them (features/services/claim-transaction.ts).
 *
 * A statement's name carries a hash of its text and parameter types, so a session holding an older
 * definition under the same base name (a session-mode pooler kept it across a deploy) never runs it:
 * the new name is simply missing there and gets prepared. Sessions must be real ones: a transaction-
 * mode pooler (PgBouncer's default) does not keep prepared statements; `isStalePrepared` tells the
 * errors of a lost or outdated statement, after which the caller forgets the session's preparation.
 */
import { createHash } from 'node:crypto';
import { literal } from './literal.ts';

export type Prepared = { name: string; types: string[]; text: string };

/** A statement to prepare: `portal_<base>_<hash of types and text>`. */
export function prepared(base: string, types: string[], text: string): Prepared {
  const hash = createHash('sha256')
    .update(`${types.join(',')}\n${text}`)
    .digest('hex')
    .slice(0, 10);
  return { name: `portal_${base}_${hash}`, types, text };
}

/** `execute name(args)`, every argument a literal. */
export const execute = (statement: Prepared, args: (string | number | boolean | null)[]) =>
  `execute ${statement.name}(${args.map(literal).join(', ')})`;

type Run = (text: string) => Promise<Record<string, unknown>[][]>;

/** Sessions (clients of the pool) being or already prepared. */
const sessions = new WeakMap<object, Promise<void>>();

/**
 * Prepares `statements` in `session` once (concurrent callers share the first one's work), outside any
 * transaction; those the session already holds (by name, so by text) are left as they are.
 */
export function ensurePrepared(session: object, statements: Prepared[], run: Run): Promise<void> {
  let done = sessions.get(session);
  if (!done) {
    done = (async () => {
      const [held] = await run(`select name from pg_prepared_statements where name like 'portal\\_%'`);
      const names = new Set((held ?? []).map((row) => String(row.name)));
      const missing = statements.filter((s) => !names.has(s.name));
      if (missing.length === 0) return;
      await run(missing.map((s) => `prepare ${s.name}(${s.types.join(', ')}) as ${s.text}`).join(';'));
    })();
    sessions.set(session, done);
    done.catch(() => sessions.delete(session));
  }
  return done;
}

/** Makes the next `ensurePrepared` of `session` look again (after `isStalePrepared`). */
export function forgetPrepared(session: object): void {
  sessions.delete(session);
}

/**
 * A prepared statement the session no longer holds (26000: a pooler or DISCARD ALL dropped it), or
 * whose result columns changed under it (0A000 'cached plan must not change result type': a migration
 * by another process).
 */
export function isStalePrepared(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '26000' || code === '0A000';
}
