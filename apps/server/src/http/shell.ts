import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { createFastify } from './base.ts';
import { installWebApp } from './web-app.ts';

/**
 * The page shell: the web app's files with the full app's headers, and nothing that needs the
 * database. main.ts serves pages with it during the second or two the database takes to open (the
 * portal's own PostgreSQL server starts; migrations are checked), so the first page shows at once;
 * API requests wait for the full app meanwhile.
 */
export async function buildShell(config: AppConfig): Promise<FastifyInstance> {
  const shell = await createFastify(config);
  await installWebApp(shell, config.webDist);
  await shell.ready();
  return shell;
}
