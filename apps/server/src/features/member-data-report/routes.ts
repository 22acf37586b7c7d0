/** HTTP of the member data report (issue 27 item 4, DECISIONS 47): head admins only; recorded. */
import {
  dataReportFileName,
  dataReportParamsSchema,
  dataReportQuerySchema,
  memberDataReportSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { attachment } from '../../http/download.ts';
import { errors } from '../../http/responses.ts';
import { memberDataReport } from './service.ts';

export async function memberDataReportRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/members/:id/data-report', {
    preValidation: ctx.guards.requireHeadAdmin,
    config: { accessLog: 'member.data_report' },
    schema: {
      tags: ['members'],
      summary:
        'Everything the portal holds about the member, one section per table that names them (head admins; one activity entry; recorded). ?download=1: as the file member-data-<reference>.json',
      params: dataReportParamsSchema,
      querystring: dataReportQuerySchema,
      response: { 200: memberDataReportSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const report = await memberDataReport(ctx, request.admin!, request.params.id);
      reply.header('Cache-Control', 'no-store');
      if (request.query.download === '1') {
        reply.header('Content-Disposition', attachment(dataReportFileName(report.member.referenceNumber)));
      }
      return report;
    },
  });
}
