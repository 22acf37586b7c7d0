/** HTTP of the reports page (DECISIONS 26–29). */
import {
  reportCsvFilename,
  reportFiltersSchema,
  reportPrintSchema,
  reportSortedQuerySchema,
  reportSummarySchema,
  reportTablePageSchema,
  reportTableQuerySchema,
  todayIn,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { raiseDateNotifications } from '../../core/notifications.ts';
import { noteAccess } from '../../http/access-log.ts';
import { sendCsv } from '../../http/download.ts';
import { errors } from '../../http/responses.ts';
import { reportCsv, reportPrint, reportSummary, reportTablePage } from './service.ts';

export async function reportRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['reports'];

  app.get('/api/reports', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'One page (10 rows) of the member reports table: filters, sort, keyset cursor, Page X of Y',
      querystring: reportTableQuerySchema,
      response: { 200: reportTablePageSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      // DECISIONS 30: loading the reports page raises the date-driven notifications (expired,
      // no_claims) once per member, type and term; after the day's full raise this is one look-up.
      await raiseDateNotifications(ctx.db, todayIn(ctx.config.timeZone, ctx.now()));
      return reportTablePage(ctx, request.query);
    },
  });

  app.get('/api/reports/summary', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'The four summary cards and the summary statistics of the filtered set',
      querystring: reportFiltersSchema,
      response: { 200: reportSummarySchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => reportSummary(ctx, request.query),
  });

  app.get('/api/reports/print', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'reports.print' },
    schema: {
      tags,
      summary: 'The filtered, sorted rows for Print Table (up to 2,000; past that, use the CSV)',
      querystring: reportSortedQuerySchema,
      response: { 200: reportPrintSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const print = await reportPrint(ctx, request.admin!, request.query);
      noteAccess(request, { rows: print.rows.length });
      return print;
    },
  });

  app.get('/api/reports/export.csv', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'reports.csv' },
    schema: {
      tags,
      summary: 'Every row of the filtered, sorted set as CSV (UTF-8 with BOM, 13 columns), streamed',
      querystring: reportSortedQuerySchema,
      response: { ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { stream, today } = reportCsv(ctx, request.query);
      return sendCsv(request, reply, stream, reportCsvFilename(today));
    },
  });
}
