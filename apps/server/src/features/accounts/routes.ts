import {
  type AdminProfile,
  adminDecisionResponseSchema,
  adminIdParamsSchema,
  adminListResponseSchema,
  adminResponseSchema,
  messageResponseSchema,
  messages,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  secondStepMessages,
  secondStepRequirementResponseSchema,
  secondStepRequirementSchema,
  secondStepSignInSchema,
  sessionListResponseSchema,
  sessionsEndedResponseSchema,
  signInChallengeSchema,
  signInRequestSchema,
  signInResponseSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvedOnly, currentAdmin } from '../../auth/guards.ts';
import { toHeaders, toSessionHeaders } from '../../auth/handler.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { errors } from '../../http/responses.ts';
import { setAdminActive } from './deactivation.ts';
import { toAdminProfile } from './profile.ts';
import { requireSecondStep, resetSecondStep } from './second-step.ts';
import {
  adminsForReview,
  confirmPasswordReset,
  decideApproval,
  registerAdmin,
  requestPasswordReset,
  signOut,
} from './service.ts';
import { endSessionsOfAdmin, sessionsOfAdmin } from './sessions.ts';
import { type SignInResult, signIn, signInSecondStep } from './sign-in.ts';

const RESET_WINDOW_MS = 15 * 60 * 1000;

/** The answer of a sign-in: signed in, or (the password was right) its second step comes next. */
function signedIn(reply: FastifyReply, result: SignInResult) {
  reply.header('set-cookie', result.setCookies);
  if ('secondStep' in result)
    return { message: secondStepMessages.secondStepNeeded, secondStep: true as const };
  return { message: messages.loginSuccess, admin: result.admin };
}

export async function accountRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  /** Counts one event for `key`; a 429 with Retry-After past the limit. */
  const rateLimit = async (key: string, rule: { limit: number; windowMs: number }) => {
    const hit = await hitRateLimit(ctx.db, key, rule.limit, rule.windowMs);
    if (hit.limited) {
      throw new HttpError(429, 'RATE_LIMITED', messages.rateLimited, undefined, {
        'Retry-After': String(hit.retryAfterSeconds),
      });
    }
  };

  app.post('/api/account/register', {
    schema: {
      tags: ['account'],
      summary: 'Register an administrator (sends the verification mail)',
      body: registerRequestSchema,
      response: { 201: messageResponseSchema, ...errors(400, 409, 429) },
    },
    handler: async (request, reply) => {
      // Each attempt sends a mail and hashes a password: bounded per address like sign-in.
      await rateLimit(`register:address:${request.ip}`, {
        limit: ctx.config.registrationsPerHour ?? 10,
        windowMs: 60 * 60 * 1000,
      });
      const { approved } = await registerAdmin(ctx, request.body);
      // The spec's sentence, then what happens next for this account (DECISIONS 19).
      const next = approved ? messages.registrationApprovedNext : messages.registrationAwaitingNext;
      return reply.status(201).send({ message: `${messages.registrationSuccess} ${next}` });
    },
  });

  app.post('/api/account/sign-in', {
    schema: {
      tags: ['account'],
      summary: 'Sign in with username or email',
      body: signInRequestSchema,
      response: {
        200: z.union([signInResponseSchema, signInChallengeSchema]),
        ...errors(400, 401, 403, 429),
      },
    },
    handler: async (request, reply) => {
      const result = await signIn(ctx, {
        ...request.body,
        ip: request.ip,
        headers: toSessionHeaders(request),
      });
      return signedIn(reply, result);
    },
  });

  // Issue 27 item 1: the second step of a sign-in whose password was right (better-auth's two_factor cookie).
  app.post('/api/account/sign-in/second-step', {
    schema: {
      tags: ['account'],
      summary: 'Finish a sign-in with the authenticator app’s code or one backup code',
      body: secondStepSignInSchema,
      response: { 200: signInResponseSchema, ...errors(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const result = await signInSecondStep(ctx, {
        ...request.body,
        ip: request.ip,
        headers: toSessionHeaders(request),
      });
      return signedIn(reply, result) as { message: string; admin: AdminProfile };
    },
  });

  app.post('/api/account/sign-out', {
    schema: { tags: ['account'], summary: 'Sign out', response: { 204: z.null() } },
    handler: async (request, reply) => {
      const setCookies = await signOut(ctx, toHeaders(request));
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/account/me', {
    schema: {
      tags: ['account'],
      summary: 'The signed-in administrator',
      response: { 200: adminResponseSchema, ...errors(401, 403) },
    },
    handler: async (request) => {
      const admin = approvedOnly(await currentAdmin(ctx.auth, ctx.database, request));
      return {
        admin: toAdminProfile(admin),
        secondStep: { enrolled: admin.twoFactorEnabled, required: admin.secondStepRequired },
        ...(admin.language ? { language: admin.language } : {}),
      };
    },
  });

  app.post('/api/account/password-reset', {
    schema: {
      tags: ['account'],
      summary: 'Mail a password reset link (same answer whether or not the email exists)',
      body: passwordResetRequestSchema,
      response: { 200: messageResponseSchema, ...errors(400, 429) },
    },
    handler: async (request) => {
      await rateLimit(`reset:email:${request.body.email}`, { limit: 5, windowMs: RESET_WINDOW_MS });
      await rateLimit(`reset:address:${request.ip}`, { limit: 20, windowMs: RESET_WINDOW_MS });
      await requestPasswordReset(ctx, request.body.email);
      return { message: messages.resetEmailSent };
    },
  });

  app.post('/api/account/password-reset/confirm', {
    schema: {
      tags: ['account'],
      summary: 'Set a new password with the token from the reset link',
      body: passwordResetConfirmSchema,
      response: { 200: messageResponseSchema, ...errors(400) },
    },
    handler: async (request) => {
      await confirmPasswordReset(ctx, request.body.token, request.body.password);
      return { message: messages.resetPasswordDone };
    },
  });

  app.get('/api/admins', {
    preHandler: guards.requireHeadAdmin,
    schema: {
      tags: ['admins'],
      summary: 'All administrators, pending first (head admin only)',
      response: { 200: adminListResponseSchema, ...errors(401, 403) },
    },
    handler: async () => adminsForReview(ctx),
  });

  for (const [action, status, message] of [
    ['approve', 'approved', messages.adminApproved],
    ['reject', 'rejected', messages.adminRejected],
  ] as const) {
    app.post(`/api/admins/:id/${action}`, {
      preHandler: guards.requireHeadAdmin,
      schema: {
        tags: ['admins'],
        summary: `${action === 'approve' ? 'Approve' : 'Reject'} an administrator (head admin only)`,
        params: adminIdParamsSchema,
        response: { 200: adminDecisionResponseSchema, ...errors(401, 403, 404, 409) },
      },
      handler: async (request) => {
        const admin = await decideApproval(ctx, request.admin!.userId, request.params.id, status);
        return { message, admin };
      },
    });
  }

  for (const [action, active, message] of [
    ['deactivate', false, messages.adminDeactivatedDone],
    ['reactivate', true, messages.adminReactivated],
  ] as const) {
    app.post(`/api/admins/:id/${action}`, {
      preHandler: guards.requireHeadAdmin,
      schema: {
        tags: ['admins'],
        summary: active
          ? 'Reactivate a deactivated administrator (head admin only)'
          : 'Deactivate an administrator: no sign-in, sessions ended (head admin only; not oneself, not the last head admin)',
        params: adminIdParamsSchema,
        response: { 200: adminDecisionResponseSchema, ...errors(401, 403, 404, 409) },
      },
      handler: async (request) => ({
        message,
        admin: await setAdminActive(ctx, request.admin!.userId, request.params.id, active),
      }),
    });
  }

  // Issue 27 item 2 (DECISIONS 45): a head admin sees where an administrator is signed in and ends it all.
  app.get('/api/admins/:id/sessions', {
    preHandler: guards.requireHeadAdmin,
    schema: {
      tags: ['admins'],
      summary: 'Where an administrator is signed in (head admin only)',
      params: adminIdParamsSchema,
      response: { 200: sessionListResponseSchema, ...errors(401, 403, 404) },
    },
    handler: async (request) => ({ sessions: await sessionsOfAdmin(ctx, request.params.id) }),
  });

  app.post('/api/admins/:id/sessions/end', {
    preHandler: guards.requireHeadAdmin,
    schema: {
      tags: ['admins'],
      summary: 'End every session of another administrator (head admin only; one’s own from My Profile)',
      params: adminIdParamsSchema,
      response: { 200: sessionsEndedResponseSchema, ...errors(401, 403, 404, 409) },
    },
    handler: async (request) => endSessionsOfAdmin(ctx, request.admin!.userId, request.params.id),
  });

  // Issue 27 item 1 (DECISIONS 45): head admins require two-step sign-in and reset an administrator's.
  app.put('/api/admins/second-step-requirement', {
    preHandler: guards.requireHeadAdmin,
    schema: {
      tags: ['admins'],
      summary: 'Require two-step sign-in of every administrator, or stop requiring it (head admin only)',
      body: secondStepRequirementSchema,
      response: { 200: secondStepRequirementResponseSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => requireSecondStep(ctx, request.admin!.userId, request.body.required),
  });

  app.post('/api/admins/:id/second-step/reset', {
    preHandler: guards.requireHeadAdmin,
    schema: {
      tags: ['admins'],
      summary:
        'Reset an administrator’s two-step sign-in: key and backup codes deleted, sessions ended (head admin only)',
      params: adminIdParamsSchema,
      response: { 200: sessionsEndedResponseSchema, ...errors(401, 403, 404, 409) },
    },
    handler: async (request) => resetSecondStep(ctx, request.admin!.userId, request.params.id),
  });
}
