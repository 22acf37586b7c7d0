/** HTTP of the access log (issue 27 item 3, DECISIONS 46): head admins read it; reading it is recorded too. */
import {
  accessLogPageSchema,
  accessLogQuerySchema,
  memberAccessPageSchema,
  memberAccessParamsSchema,
  memberAccessQuerySchema,
  refusedRowsDownloadSchema,
  todayIn,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { noteAccess } from '../../http/access-log.ts';
import { sendCsv } from '../../http/download.ts';
import { errors } from '../../http/responses.ts';
import { accessLogCsv, accessLogPage, memberAccessPage } from './service.ts';

export async function accessLogRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['access log'];

  app.get('/api/access-log', {
    preValidation: guards.requireHeadAdmin,
    config: { accessLog: 'access_log.page' },
    schema: {
      tags,
      summary:
        'Reads of personal data, newest first, 50 per page, filtered (head admins; this read is recorded too)',
      querystring: accessLogQuerySchema,
      response: { 200: accessLogPageSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const page = await accessLogPage(ctx, request.query);
      noteAccess(request, { rows: page.entries.length });
      return page;
    },
  });

  app.get('/api/access-log/export.csv', {
    preValidation: guards.requireHeadAdmin,
    config: { accessLog: 'access_log.csv' },
    schema: {
      tags,
      summary: 'The filtered entries as CSV (UTF-8 with BOM), streamed (head admins; recorded)',
      querystring: accessLogQuerySchema,
      response: { ...errors(400, 401, 403) },
    },
    handler: async (request, reply) =>
      sendCsv(
        request,
        reply,
        accessLogCsv(ctx, request.query),
        `access-log-${todayIn(ctx.config.timeZone, ctx.now())}.csv`,
      ),
  });

  app.get('/api/members/:id/access-log', {
    preValidation: guards.requireHeadAdmin,
    config: { accessLog: 'member.access_log' },
    schema: {
      tags,
      summary: "Who viewed this member's records, newest first, 10 per page (head admins; recorded)",
      params: memberAccessParamsSchema,
      querystring: memberAccessQuerySchema,
      response: { 200: memberAccessPageSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => memberAccessPage(ctx, request.params.id, request.query.page),
  });

  app.post('/api/access-log/refused-rows', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'import.refused_rows' },
    schema: {
      tags,
      summary:
        "Records that the import page saved its refused rows as a CSV (the file is made in the browser from the preview's rows)",
      body: refusedRowsDownloadSchema,
      response: { 204: z.null(), ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      noteAccess(request, { rows: request.body.rows });
      return reply.status(204).send(null);
    },
  });
}
