/** HTTP of the activity log page. */
import { activityLogQuerySchema, activityPageSchema, todayIn } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/download.ts';
import { requestLanguage } from '../../http/language.ts';
import { errors } from '../../http/responses.ts';
import { activityLogCsv, activityLogPage } from './service.ts';

export async function activityLogRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['activity log'];

  app.get('/api/activity-log', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: "Entries newest first, 50 per page (head admins: everyone's; other admins: their own)",
      querystring: activityLogQuerySchema,
      response: { 200: activityPageSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => activityLogPage(ctx, request.admin!, request.query, requestLanguage(request)),
  });

  app.get('/api/activity-log/export.csv', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'activity_log.csv' },
    schema: {
      tags,
      summary: 'The filtered entries as CSV (UTF-8 with BOM), streamed',
      querystring: activityLogQuerySchema,
      response: { ...errors(400, 401, 403) },
    },
    handler: async (request, reply) =>
      sendCsv(
        request,
        reply,
        activityLogCsv(ctx, request.admin!, request.query),
        `activity-log-${todayIn(ctx.config.timeZone, ctx.now())}.csv`,
      ),
  });
}
