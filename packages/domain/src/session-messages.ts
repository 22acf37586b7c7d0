/**
 * The texts of the sessions lists (issue 27 item 2, DECISIONS 45): My Profile's "Where you are
 * signed in" and the Administrators page's End sessions. Beside the catalogue (messages.ts), not in
 * it, so the log-in page carries none of them; the catalogue's check (message-catalogue.ts) knows them.
 */

/** '1 session', '3 sessions'. */
export function sessionCount(count: number): string {
  return `${count.toLocaleString('en-PH')} ${count === 1 ? 'session' : 'sessions'}`;
}

export const sessionMessages = {
  thisBrowser: 'This browser',
  sessionEnded: 'Session ended: that browser is signed out.',
  otherSessionsEnded: (sessions: string) => `Signed out everywhere else: ${sessions} ended.`,
  noOtherSessions: 'You are not signed in anywhere else.',
  sessionNotFound: 'That session has already ended.',
  currentSessionNotEnded: 'This is the browser you are using: to end its session, log out.',
  adminSessionsEnded: (name: string, sessions: string) =>
    `${name} is signed out everywhere: ${sessions} ended.`,
  adminHasNoSessions: (name: string) => `${name} is not signed in anywhere.`,
  ownSessionsOnProfile: 'To end your own sessions, use My Profile.',
  sessionEndedActivity: (browser: string) => `Ended a session (${browser})`,
  otherSessionsEndedActivity: (sessions: string) => `Ended their other sessions (${sessions})`,
  adminSessionsEndedActivity: (name: string, sessions: string) =>
    `Ended every session of administrator ${name} (${sessions})`,
};
