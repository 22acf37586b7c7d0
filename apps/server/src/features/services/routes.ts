/** HTTP of the Services API: service limits, a member's usage and history, claiming a service. */
import {
  type ClaimView,
  claimCreatedSchema,
  claimInputSchema,
  claimVoidBodySchema,
  claimVoidedSchema,
  idParamsSchema,
  institutionSuggestionsSchema,
  memberIdParamsSchema,
  memberServicesQuerySchema,
  memberServicesSchema,
  messages,
  serviceLimitsResponseSchema,
  serviceLimitsUpdatedSchema,
  serviceLimitsUpdateSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { IDEMPOTENCY_DOC, idempotent, keyWithoutQuery } from '../../http/idempotency.ts';
import { errors } from '../../http/responses.ts';
import { withAdmin } from '../../http/session-check.ts';
import { claimService, memberServices } from './claims.ts';
import { suggestedInstitutions } from './institutions.ts';
import { listLimits, updateLimits } from './limits.ts';
import { voidClaim } from './void.ts';

export async function serviceRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['services'];

  app.get('/api/service-limits', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'The maximum of every service per window, with the category caps',
      response: { 200: serviceLimitsResponseSchema, ...errors(401, 403) },
    },
    handler: async () => ({ limits: await listLimits(ctx) }),
  });

  app.put('/api/service-limits', {
    // DECISIONS 53: the limits are the program's, changed by head admins only.
    preValidation: guards.requireHeadAdmin,
    schema: {
      tags,
      summary: 'Save service limits (each change kept with who, when, old and new value)',
      body: serviceLimitsUpdateSchema,
      description: 'Head admins only (DECISIONS 53); 403 for other admins.',
      response: { 200: serviceLimitsUpdatedSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => ({
      message: messages.limitsUpdated,
      limits: await updateLimits(ctx, request.admin!, request.body),
    }),
  });

  app.get('/api/members/:id/services', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'member.services' },
    schema: {
      tags,
      summary: "A member's usage per service (window containing `on`), membership year and claims",
      params: memberIdParamsSchema,
      querystring: memberServicesQuerySchema,
      response: { 200: memberServicesSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => memberServices(ctx, request.params.id, request.query.on),
  });

  app.post('/api/members/:id/claims', {
    // The hot path: the admin's session is read in the claim's first message (http/session-check.ts),
    // so the 400 of a refused body is answered there too, after requireAdmin's answers.
    attachValidation: true,
    schema: {
      tags,
      summary: 'Claim a service (409 when it conflicts with recorded claims or the limit)',
      description: IDEMPOTENCY_DOC,
      params: memberIdParamsSchema,
      body: claimInputSchema,
      response: { 201: claimCreatedSchema, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) =>
      withAdmin(guards, request, {
        // A correction reads the voided claim before the transaction; a key's lock needs the admin's id.
        canFold: (check) => !request.body.corrects && keyWithoutQuery(request, check.userId),
        run: (admin) =>
          idempotent({
            db: ctx.db,
            request,
            reply,
            adminId: admin.userId,
            route: 'POST /api/members/:id/claims',
            lookFirst: false,
            content: { memberId: request.params.id, claim: request.body },
            answer: (claim: ClaimView) => ({ status: 201, body: { message: messages.claimSuccess, claim } }),
            work: (once) => claimService(ctx, admin, request.params.id, request.body, once),
          }),
      }),
  });

  app.post('/api/claims/:id/void', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Void a claim with a reason (DECISIONS 51): it stays in the history and counts toward nothing',
      description:
        'A head admin may void any claim; another admin only a claim they recorded, on the same day (Asia/Manila). 403 otherwise; 409 when it is voided already.',
      params: idParamsSchema,
      body: claimVoidBodySchema,
      response: { 200: claimVoidedSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      message: messages.claimVoided,
      claim: await voidClaim(ctx, request.admin!, request.params.id, request.body),
    }),
  });

  app.get('/api/claims/institutions', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: "The institutions of the last year's claims, most used first: the claim form's suggestions",
      response: { 200: institutionSuggestionsSchema, ...errors(401, 403) },
    },
    handler: async () => ({ institutions: await suggestedInstitutions(ctx) }),
  });
}
