/**
 * The data disk's state for head admins (issue 30 item 3): GET /api/system/disk, read by the
 * dashboard's low-disk warning. Reads nothing personal and writes nothing.
 */
import { diskStatusSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { DiskWatch } from '../../core/disk-space.ts';
import { errors } from '../../http/responses.ts';

export async function systemRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  watch: DiskWatch,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/system/disk', {
    preValidation: ctx.guards.requireHeadAdmin,
    schema: {
      tags: ['system'],
      summary: 'Free space on the disk that holds the data folder (database and files); head admins',
      response: { 200: diskStatusSchema, ...errors(401, 403) },
    },
    handler: async () => {
      const reading = await watch.reading();
      return {
        dataDir: reading && {
          path: reading.path,
          freeBytes: reading.freeBytes,
          totalBytes: reading.totalBytes,
          low: reading.low,
          writesRefused: reading.writesRefused,
        },
      };
    },
  });
}
