/** HTTP of the backups (DECISIONS 49): head admins only. */
import { backupListSchema, backupMessages, backupSummarySchema, backupViewSchema } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { errors } from '../../http/responses.ts';
import { backupList, backupSummary, runBackupNow } from './service.ts';

export async function backupRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['backups'];
  const log = (error: unknown, context: string) => fastify.log.error({ err: error }, context);

  /** A signed-in head admin; any other admin is told backups are the head admins'. */
  const requireBackupAdmin = async (request: FastifyRequest) => {
    await ctx.guards.requireAdmin(request);
    if (request.admin?.role !== 'head_admin') {
      throw new HttpError(403, 'FORBIDDEN', backupMessages.backupsHeadAdminOnly);
    }
  };

  app.get('/api/backups', {
    preValidation: requireBackupAdmin,
    schema: {
      tags,
      summary:
        'The newest 50 backups, newest first: status, sizes, rows per table (source and loaded back), error',
      response: { 200: backupListSchema, ...errors(401, 403) },
    },
    handler: async () => backupList(ctx),
  });

  app.get('/api/backups/status', {
    preValidation: requireBackupAdmin,
    schema: {
      tags,
      summary:
        "The dashboard's card: the last proven backup and its age, stale past 36 hours, running, the last failure",
      response: { 200: backupSummarySchema, ...errors(401, 403) },
    },
    handler: async () => backupSummary(ctx),
  });

  app.post('/api/backups/run', {
    preValidation: requireBackupAdmin,
    schema: {
      tags,
      summary:
        'Takes a backup now (export_all.sql, the storage zip, manifest.json) and proves it; answers 202 with the running backup; one activity-log entry',
      response: { 202: z.object({ backup: backupViewSchema }), ...errors(401, 403, 409) },
    },
    handler: async (request, reply) => {
      const started = await runBackupNow(ctx, request.admin!, log);
      if (!started) throw new HttpError(409, 'BACKUP_RUNNING', backupMessages.backupAlreadyRunning);
      return reply.code(202).send({ backup: started.backup });
    },
  });
}
