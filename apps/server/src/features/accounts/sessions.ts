/**
 * A head admin and another administrator's sessions (issue 27 item 2, DECISIONS 45): where they are
 * signed in, and ending every one of them at once (one activity entry). One's own are ended from My
 * Profile, which keeps this browser's.
 */
import {
  adminFullName,
  messages,
  type SessionsEndedResponse,
  type SessionView,
  sessionCount,
  sessionMessages,
} from '@portal/domain';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { deleteSessionsOfAccount, liveSessionsOf, sessionViews } from '../../core/sessions.ts';
import { HttpError } from '../../http/errors.ts';
import { type AdminRow, findAdminById } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'now'>;

async function requireAdminRow(deps: Deps, adminId: string): Promise<AdminRow> {
  const row = await findAdminById(deps.db, adminId);
  if (!row) throw new HttpError(404, 'NOT_FOUND', messages.adminNotFound);
  return row;
}

export async function sessionsOfAdmin(deps: Deps, adminId: string): Promise<SessionView[]> {
  await requireAdminRow(deps, adminId);
  return sessionViews(await liveSessionsOf(deps.db, adminId, deps.now()), null);
}

export async function endSessionsOfAdmin(
  deps: Deps,
  headAdminId: string,
  adminId: string,
): Promise<SessionsEndedResponse> {
  if (adminId === headAdminId) {
    throw new HttpError(409, 'CANNOT_CHANGE_SELF', sessionMessages.ownSessionsOnProfile);
  }
  const target = await requireAdminRow(deps, adminId);
  const name = adminFullName(target);
  return deps.db.transaction(async (tx) => {
    const ended = await deleteSessionsOfAccount(tx, adminId, null, deps.now());
    if (ended === 0) return { message: sessionMessages.adminHasNoSessions(name), ended };
    await recordActivity(tx, { userId: headAdminId }, 'admin.sessions_ended', {
      adminId,
      adminName: name,
      sessions: ended,
    });
    return { message: sessionMessages.adminSessionsEnded(name, sessionCount(ended)), ended };
  });
}
