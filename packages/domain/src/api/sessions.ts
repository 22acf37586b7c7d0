/** Contracts of the sessions lists (issue 27 item 2, DECISIONS 45): My Profile and Administrators. */
import { z } from 'zod';
import { plainString } from '../schemas/fields.ts';
import { instantString } from './common.ts';

/** One place an administrator is signed in. The session's token never leaves the server. */
export const sessionViewSchema = z.object({
  /** The session's id (not its token): what ending it names. */
  id: z.string(),
  /** The browser and its system in plain words ('Chrome on Windows'), from the User-Agent. */
  browser: z.string(),
  /** The address it signed in from, as the server saw it; null when not known. */
  ipAddress: z.string().nullable(),
  signedInAt: instantString(),
  /** Its last request, to the minute. */
  lastActiveAt: instantString(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** GET /api/account/sessions, GET /api/admins/:id/sessions: this browser first, then the latest active. */
export const sessionListResponseSchema = z.object({ sessions: z.array(sessionViewSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

/** `/api/account/sessions/:sessionId/…` */
export const sessionParamsSchema = z.object({ sessionId: plainString().min(1).max(200) });

/** What ending one or several sessions answers: the message and how many ended. */
export const sessionsEndedResponseSchema = z.object({ message: z.string(), ended: z.number().int() });
export type SessionsEndedResponse = z.infer<typeof sessionsEndedResponseSchema>;
