/**
 * A route whose work reads the session itself, in its transaction's first message (auth/guards.ts
 * SessionCheck), instead of requireAdmin's query of its own before it: one pool checkout and round
 * trip less a request (the claim's). The answers stay requireAdmin's, in its order: the route sets
 * `attachValidation`, and whatever must be answered before the work (no signed session cookie, a
 * body or params refused by their schema, what `canFold` refuses) runs requireAdmin first, then the
 * validation's 400, then the work as usual; a check that does not admit at once (NotAdmitted, the
 * work rolled back) runs requireAdmin, which answers 401/403 or writes what it writes, then the work.
 */
import type { FastifyRequest } from 'fastify';
import { type Guards, NotAdmitted, type SessionCheck, type SignedInAdmin } from '../auth/guards.ts';

export async function withAdmin<T>(
  guards: Guards,
  request: FastifyRequest,
  options: {
    /** Whether the work can take the check (e.g. nothing it reads or answers before its transaction). */
    canFold(check: SessionCheck): boolean;
    /** The work, with the check to read in its first message, or the admin requireAdmin let through. */
    run(admin: SignedInAdmin | SessionCheck): Promise<T>;
  },
): Promise<T> {
  const check = request.validationError ? undefined : await guards.sessionCheck(request);
  if (check && options.canFold(check)) {
    try {
      return await options.run(check);
    } catch (error) {
      if (!(error instanceof NotAdmitted)) throw error;
    }
  }
  await guards.requireAdmin(request);
  if (request.validationError) throw request.validationError;
  return options.run(request.admin!);
}
