/** HTTP of Export Database (spec section 7: GET /api/export-sql, GET /api/export-storage). */
import multipart from '@fastify/multipart';
import {
  exportCountsSchema,
  exportSqlQuerySchema,
  exportStorageQuerySchema,
  exportVerificationSchema,
  messages,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { noteAccess } from '../../http/access-log.ts';
import { sendStream } from '../../http/download.ts';
import { HttpError, malformed } from '../../http/errors.ts';
import { errors } from '../../http/responses.ts';
import { exportCounts, exportSql, exportStorage } from './service.ts';
import { verifyExport } from './verify.ts';

/** The largest export file Verify loads (into a scratch database on the server, dropped after). */
export const VERIFY_MAX_BYTES = 200 * 1024 * 1024;

/**
 * One Verify at a time per server: each loads a whole file into a scratch database of its own (disk,
 * WAL and the database server's CPU), so two at once would double that; the next waits for the one
 * before.
 */
let verifying: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = verifying.then(work, work);
  verifying = next.catch(() => undefined);
  return next;
}

export async function exportRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  await fastify.register(multipart, {
    limits: { fileSize: VERIFY_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['export'];
  const log = (error: unknown, context: string) => fastify.log.error({ err: error }, context);

  app.get('/api/export-sql', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'export.sql' },
    schema: {
      tags,
      summary:
        'export_all.sql of the chosen tables and period (DECISIONS 32–33), streamed; loads with psql -v ON_ERROR_STOP=1 -f',
      querystring: exportSqlQuerySchema,
      response: { ...errors(400, 401, 403) },
    },
    handler: async (request, reply) =>
      sendStream(reply, {
        stream: exportSql(ctx, request.admin!, request.query, log, (rows) => noteAccess(request, { rows })),
        contentType: 'application/sql; charset=utf-8',
        filename: 'export_all.sql',
        cacheControl: 'no-store',
      }),
  });

  app.get('/api/export-storage', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'export.storage' },
    schema: {
      tags,
      summary:
        'storage-files.zip: the stored files of the period under their keys, with manifest.csv (DECISIONS 34)',
      querystring: exportStorageQuerySchema,
      response: { ...errors(400, 401, 403) },
    },
    handler: async (request, reply) =>
      sendStream(reply, {
        stream: exportStorage(ctx, request.admin!, request.query, log, (files) =>
          noteAccess(request, { rows: files }),
        ),
        contentType: 'application/zip',
        filename: 'storage-files.zip',
        cacheControl: 'no-store',
      }),
  });

  app.get('/api/export-counts', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'How many rows of each chosen table and how many stored files the period holds',
      querystring: exportSqlQuerySchema,
      response: { 200: exportCountsSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => exportCounts(ctx, request.query),
  });

  app.post('/api/export-sql/verify', {
    preValidation: guards.requireAdmin,
    bodyLimit: VERIFY_MAX_BYTES + 64 * 1024,
    schema: {
      tags,
      summary:
        'Loads an export_all.sql (multipart, the file as `file`) into a scratch database on the server (dropped after) and compares the rows of each table with its closing comment; only the statements an export writes are run',
      consumes: ['multipart/form-data'],
      response: { 200: exportVerificationSchema, ...errors(400, 401, 403, 413) },
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw malformed();
      const file = await request.file().catch(() => undefined);
      if (file?.fieldname !== 'file') throw malformed();
      const result = await oneAtATime(() => verifyExport(ctx.database, file.file, log));
      if (file.file.truncated) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', messages.requestTooLarge);
      return result;
    },
  });
}
