/** HTTP of My Profile. */
import {
  adminProfileUpdateSchema,
  messageResponseSchema,
  messages,
  myProfileResponseSchema,
  myProfileSavedSchema,
  passwordChangeSchema,
  sessionListResponseSchema,
  sessionParamsSchema,
  sessionsEndedResponseSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toSessionHeaders } from '../../auth/handler.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/responses.ts';
import { changeMyPassword, myProfile, updateMyProfile } from './service.ts';
import { endMyOtherSessions, endMySession, mySessions } from './sessions.ts';

export async function myProfileRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['account'];

  app.get('/api/account/profile', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: "The signed-in administrator's own personal information",
      response: { 200: myProfileResponseSchema, ...errors(401, 403) },
    },
    handler: async (request) => ({ profile: myProfile(request.admin!) }),
  });

  app.patch('/api/account/profile', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Edit one’s personal information (names, date of birth, gender, civil status, contact number)',
      body: adminProfileUpdateSchema,
      response: { 200: myProfileSavedSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => ({
      message: messages.profileUpdated,
      profile: await updateMyProfile(ctx, request.admin!, request.body),
    }),
  });

  app.post('/api/account/password', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Change one’s password (current password; other sessions end)',
      body: passwordChangeSchema,
      response: { 200: messageResponseSchema, ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const cookies = await changeMyPassword(ctx, request.admin!, request.body, toSessionHeaders(request));
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { message: messages.passwordChanged };
    },
  });

  // Issue 27 item 2 (DECISIONS 45): where one is signed in, and ending the other sessions.
  app.get('/api/account/sessions', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Where one is signed in: browser, address, signed in, last active (this browser first)',
      response: { 200: sessionListResponseSchema, ...errors(401, 403) },
    },
    handler: async (request) => ({ sessions: await mySessions(ctx, request.admin!) }),
  });

  app.post('/api/account/sessions/:sessionId/end', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'End one of one’s other sessions (that browser is signed out at once; not this one)',
      params: sessionParamsSchema,
      response: { 200: sessionsEndedResponseSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => endMySession(ctx, request.admin!, request.params.sessionId),
  });

  app.post('/api/account/sessions/end-others', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'End every session of one’s own but this browser’s',
      response: { 200: sessionsEndedResponseSchema, ...errors(401, 403) },
    },
    handler: async (request) => endMyOtherSessions(ctx, request.admin!),
  });
}
