/** HTTP of Membership Renewals. */
import {
  memberIdParamsSchema,
  memberRenewalsSchema,
  messages,
  optionalFilter,
  renewalInputSchema,
  renewalListQuerySchema,
  renewalPageSchema,
  renewalSavedSchema,
  renewalWorklistSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/responses.ts';
import { memberRenewals, renewalPage, renewalWorklist, renewMember } from './service.ts';

export async function renewalRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['renewals'];

  app.get('/api/renewals', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Members already expired or expiring within 30 / 60 days, soonest first, 15 per page',
      querystring: renewalListQuerySchema,
      response: { 200: renewalPageSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => renewalPage(ctx, request.query),
  });

  app.get('/api/renewals/worklist', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Members expiring within 30 days by barangay, with contact numbers (printable worklist)',
      querystring: z.object({ barangay: optionalFilter() }),
      response: { 200: renewalWorklistSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => renewalWorklist(ctx, request.query.barangay),
  });

  app.get('/api/members/:id/renewals', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'member.renewals' },
    schema: {
      tags,
      summary: "A member's renewals, newest first, and whether Renew is open today",
      params: memberIdParamsSchema,
      response: { 200: memberRenewalsSchema, ...errors(401, 403, 404) },
    },
    handler: async (request) => memberRenewals(ctx, request.params.id),
  });

  app.post('/api/members/:id/renewals', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary:
        'Renew a membership: 3 years from the later of the old expiry and today (409 when not open or archived)',
      params: memberIdParamsSchema,
      body: renewalInputSchema,
      response: { 201: renewalSavedSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const renewal = await renewMember(ctx, request.admin!, request.params.id, request.body);
      return reply.status(201).send({ message: messages.memberRenewed, renewal });
    },
  });
}
