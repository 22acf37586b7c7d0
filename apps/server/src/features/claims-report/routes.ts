/** HTTP of the claims report (DECISIONS 55): admins only. */
import {
  claimsReportAdminsSchema,
  claimsReportCsvFilename,
  claimsReportQuerySchema,
  claimsReportSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/download.ts';
import { errors } from '../../http/responses.ts';
import { claimsReport, claimsReportAdmins, claimsReportCsv } from './service.ts';

export async function claimsReportRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['claims report'];

  app.get('/api/claims-report', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary:
        'Claims by service date in a range (default: this month), filtered: totals per service, institution, barangay, day or month, and members served',
      querystring: claimsReportQuerySchema,
      response: { 200: claimsReportSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => claimsReport(ctx, request.admin!, request.query),
  });

  app.get('/api/claims-report/export.csv', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'claims_report.csv' },
    schema: {
      tags,
      summary: 'One row per claim of the same set as CSV (UTF-8 with BOM), streamed',
      querystring: claimsReportQuerySchema,
      response: { ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { stream, range } = claimsReportCsv(ctx, request.query);
      return sendCsv(request, reply, stream, claimsReportCsvFilename(range));
    },
  });

  app.get('/api/claims-report/admins', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'The administrators the "Recorded by" filter offers',
      response: { 200: claimsReportAdminsSchema, ...errors(401, 403) },
    },
    handler: async () => claimsReportAdmins(ctx),
  });
}
