/**
 * Health for load balancers and supervisors (DECISIONS 50; issue 30 item 1):
 * - GET /api/health: the process answers, and which database kind it runs on (kept as it was);
 * - GET /api/health/live: the process answers (restart it when this fails);
 * - GET /api/health/ready: the database and the file store answer within READY_TIMEOUT_MS (send it
 *   no traffic while this is 503; it recovers by itself when they come back).
 * None reads personal data; none needs a session.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { RETRY_AFTER_SECONDS } from './unavailable.ts';

/** How long each part may take to answer the readiness check. */
export const READY_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'unreachable';

async function within(work: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work().then((): Check => 'ok'), timeout]);
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  storage: z.enum(['ok', 'unreachable']),
});

export function healthRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'database' | 'storage'>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/health', {
    schema: {
      tags: ['system'],
      summary: 'Liveness and database kind',
      response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }) },
    },
    handler: async () => ({ status: 'ok' as const, database: ctx.database.kind }),
  });
  routes.get('/api/health/live', {
    schema: {
      tags: ['system'],
      summary: 'The process answers',
      response: { 200: z.object({ status: z.literal('ok') }) },
    },
    handler: async () => ({ status: 'ok' as const }),
  });
  routes.get('/api/health/ready', {
    schema: {
      tags: ['system'],
      summary: 'The database and the file store answer (503 while either does not)',
      response: { 200: readySchema, 503: readySchema },
    },
    handler: async (_request, reply) => {
      const [database, storage] = await Promise.all([
        within(() => ctx.database.pool.query('select 1')),
        within(async () => {
          // A key that is never written: reaching the store is what counts, not finding it.
          const found = await ctx.storage.get('health/ready-probe.png');
          found?.stream.destroy();
        }),
      ]);
      const ready = database === 'ok' && storage === 'ok';
      if (!ready) reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return { status: ready ? ('ready' as const) : ('unavailable' as const), database, storage };
    },
  });
}
