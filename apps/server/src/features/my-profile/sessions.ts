/**
 * Where one is signed in (issue 27 item 2, DECISIONS 45): My Profile lists one's sessions and ends
 * any other one, or all the others. Each end is one activity entry, written with the delete.
 */
import {
  describeUserAgent,
  type SessionsEndedResponse,
  type SessionView,
  sessionCount,
  sessionMessages,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import {
  deleteSessionOf,
  deleteSessionsOfAccount,
  findSessionOf,
  liveSessionsOf,
  sessionViews,
} from '../../core/sessions.ts';
import { HttpError } from '../../http/errors.ts';

type Deps = Pick<AppContext, 'db' | 'now'>;

const sessionGone = () => new HttpError(404, 'NOT_FOUND', sessionMessages.sessionNotFound);

export async function mySessions(deps: Deps, admin: SignedInAdmin): Promise<SessionView[]> {
  return sessionViews(await liveSessionsOf(deps.db, admin.userId, deps.now()), admin.sessionToken);
}

/** Ends one other session of one's own: 404 when it has ended already, 400 for this browser's own. */
export async function endMySession(
  deps: Deps,
  admin: SignedInAdmin,
  sessionId: string,
): Promise<SessionsEndedResponse> {
  return deps.db.transaction(async (tx) => {
    const found = await findSessionOf(tx, admin.userId, sessionId);
    if (!found || found.expiresAt <= deps.now()) throw sessionGone();
    if (found.token === admin.sessionToken) {
      throw new HttpError(400, 'CURRENT_SESSION', sessionMessages.currentSessionNotEnded);
    }
    // A concurrent end (another tab, sign-out over there) may have deleted it meanwhile.
    const ended = await deleteSessionOf(tx, admin.userId, sessionId);
    if (!ended) throw sessionGone();
    await recordActivity(tx, admin, 'account.session_ended', {
      browser: describeUserAgent(ended.userAgent).label,
      ipAddress: ended.ipAddress || null,
    });
    return { message: sessionMessages.sessionEnded, ended: 1 };
  });
}

/** Ends every session of one's own but this browser's; no entry when there was none. */
export async function endMyOtherSessions(deps: Deps, admin: SignedInAdmin): Promise<SessionsEndedResponse> {
  return deps.db.transaction(async (tx) => {
    const ended = await deleteSessionsOfAccount(tx, admin.userId, admin.sessionToken, deps.now());
    if (ended === 0) return { message: sessionMessages.noOtherSessions, ended };
    await recordActivity(tx, admin, 'account.other_sessions_ended', { sessions: ended });
    return { message: sessionMessages.otherSessionsEnded(sessionCount(ended)), ended };
  });
}
