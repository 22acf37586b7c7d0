/** HTTP of My Profile. */
import {
  adminProfileUpdateSchema,
  messageResponseSchema,
  messages,
  myProfileResponseSchema,
  myProfileSavedSchema,
  passwordChangeSchema,
  secondStepConfirmedSchema,
  secondStepConfirmSchema,
  secondStepEnrollmentSchema,
  secondStepEnrollSchema,
  secondStepMessages,
  secondStepStatusSchema,
  secondStepTurnOffSchema,
  sessionListResponseSchema,
  sessionParamsSchema,
  sessionsEndedResponseSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toSessionHeaders } from '../../auth/handler.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/responses.ts';
import { confirmEnrollment, startEnrollment, turnOffSecondStep } from './second-step.ts';
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

  // Issue 27 item 1 (DECISIONS 45): one's two-step sign-in. An admin who must still enroll a required
  // second step reaches these (requireAdminEnrolling) and nothing else.
  app.get('/api/account/second-step', {
    preValidation: guards.requireAdminEnrolling,
    schema: {
      tags,
      summary: 'Whether one’s two-step sign-in is on, and whether head admins require it',
      response: { 200: secondStepStatusSchema, ...errors(401, 403) },
    },
    handler: async (request) => ({
      enrolled: request.admin!.twoFactorEnabled,
      required: request.admin!.secondStepRequired,
    }),
  });

  app.post('/api/account/second-step/enroll', {
    preValidation: guards.requireAdminEnrolling,
    schema: {
      tags,
      summary: 'Start two-step sign-in: the current password, then a key for the authenticator app',
      body: secondStepEnrollSchema,
      response: { 200: secondStepEnrollmentSchema, ...errors(400, 401, 403, 409) },
    },
    handler: async (request) =>
      startEnrollment(ctx, request.admin!, request.body.currentPassword, toSessionHeaders(request)),
  });

  app.post('/api/account/second-step/confirm', {
    preValidation: guards.requireAdminEnrolling,
    schema: {
      tags,
      summary:
        'Turn two-step sign-in on with the app’s first code (backup codes shown once; other sessions end)',
      body: secondStepConfirmSchema,
      response: { 200: secondStepConfirmedSchema, ...errors(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const { answer, setCookies } = await confirmEnrollment(
        ctx,
        request.admin!,
        request.body.code,
        toSessionHeaders(request),
      );
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      return answer;
    },
  });

  app.post('/api/account/second-step/turn-off', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Turn one’s two-step sign-in off (current password; not while required; other sessions end)',
      body: secondStepTurnOffSchema,
      response: { 200: messageResponseSchema, ...errors(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const setCookies = await turnOffSecondStep(
        ctx,
        request.admin!,
        request.body.currentPassword,
        toSessionHeaders(request),
      );
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      return { message: secondStepMessages.secondStepTurnedOff };
    },
  });
}
