/** HTTP of the dashboard (DECISIONS 31). */
import { dashboardSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/language.ts';
import { errors } from '../../http/responses.ts';
import { dashboard } from './service.ts';

export async function dashboardRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;

  app.get('/api/dashboard', {
    preValidation: guards.requireAdmin,
    schema: {
      tags: ['dashboard'],
      summary:
        "Today's figures, the charts and the 10 latest activity entries (their sentences in the caller's language)",
      response: { 200: dashboardSchema, ...errors(401, 403) },
    },
    handler: async (request) => dashboard(ctx, request.admin!, requestLanguage(request)),
  });
}
