/**
 * Where the server's own files are, whether it runs from its sources (tsx src/main.ts) or from the
 * built bundle (node dist/main.js): found from this module's location, up to the folder whose
 * package.json is @portal/server.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@portal/server')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the @portal/server folder');
    dir = parent;
  }
}

/** apps/server */
export const SERVER_DIR = findServerDir();
/** The repository root: the default data folder and the built web app live here. */
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
/** The committed SQL migrations. */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');
