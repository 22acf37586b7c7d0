/** HTTP of record retention (issue 27 item 5, DECISIONS 48): head admins only. */
import {
  retentionMessages,
  retentionQuerySchema,
  retentionRemoveBodySchema,
  retentionRemovedSchema,
  retentionWorklistSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { noteAccess } from '../../http/access-log.ts';
import { HttpError } from '../../http/errors.ts';
import { errors } from '../../http/responses.ts';
import { removeDuePersonalData, retentionWorklist } from './service.ts';

export async function retentionRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['retention'];
  const deps = { ...ctx, logError: (error: unknown) => fastify.log.error(error) };

  /** Signed in (401 otherwise), then a head admin (403 with the retention's own words). */
  const requireHeadAdmin = async (request: FastifyRequest) => {
    await ctx.guards.requireAdmin(request);
    if (request.admin?.role !== 'head_admin') {
      throw new HttpError(403, 'FORBIDDEN', retentionMessages.headAdminOnly);
    }
  };

  app.get('/api/retention', {
    preValidation: requireHeadAdmin,
    // DECISIONS 46: the worklist names the members due, so reading it is recorded (its rows).
    config: { accessLog: 'retention.worklist' },
    schema: {
      tags,
      summary:
        'Members whose membership ended more than RECORD_RETENTION_YEARS ago (head admins), longest ended first, 50 per page',
      querystring: retentionQuerySchema,
      response: { 200: retentionWorklistSchema, ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const list = await retentionWorklist(deps, request.query.page);
      noteAccess(request, { rows: list.members.length });
      return list;
    },
  });

  app.post('/api/retention/remove', {
    preValidation: requireHeadAdmin,
    schema: {
      tags,
      summary:
        'Remove the personal data of every member due (head admins): `expected` is the count reviewed (409 when it changed). One activity entry. Cannot be undone',
      body: retentionRemoveBodySchema,
      response: { 200: retentionRemovedSchema, ...errors(400, 401, 403, 409) },
    },
    handler: async (request) => removeDuePersonalData(deps, request.admin!, request.body.expected),
  });
}
