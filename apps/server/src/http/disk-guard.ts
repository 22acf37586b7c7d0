/**
 * Writes refused while the data disk is nearly full (issue 30 item 3, DECISIONS 50): every API
 * request that may write (not GET, HEAD or OPTIONS) is answered 507 with the plain message before
 * any of it runs, so nothing is half written and the database never meets a full disk mid-write;
 * reads go on. Signing in and out stay open (a session row is tiny, and the reserve is for them),
 * so a head admin can still sign in and see the dashboard's warning. Once space is freed, writes
 * work again within a second (the watch's reading is at most that old).
 */
import { outageMessages } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { DiskWatch } from '../core/disk-space.ts';
import { isApiPath } from './paths.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALWAYS_OPEN = new Set(['/api/account/sign-in', '/api/account/sign-out']);

export function installDiskGuard(app: FastifyInstance, watch: DiskWatch): void {
  if (watch.folders.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method) || !isApiPath(request.url)) return;
    if (ALWAYS_OPEN.has(request.url.split('?')[0]!)) return;
    if (!(await watch.writesRefused())) return;
    request.log.error('data disk nearly full: write refused with 507');
    return reply.status(507).send({ error: { code: 'DISK_FULL', message: outageMessages.diskFull } });
  });
}
