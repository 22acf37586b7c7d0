import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The newest modification time of the files under `dir`. */
function newestUnder(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * How the browser tests start the portal: the production build (`node apps/server/dist/main.js`, as
 * `npm start` runs it), not the sources through tsx, which compiled them at every start (and kept
 * npx, tsx and esbuild's service running beside the server). Refuses a missing or stale build:
 * `npm run test:e2e` builds first.
 */
export function portalServerCommand(): { command: string; args: string[] } {
  const main = join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first.');
  const built = statSync(main).mtimeMs;
  for (const sources of ['apps/server/src', 'packages/domain/src']) {
    if (newestUnder(join(repoRoot, sources)) > built) {
      throw new Error(`${sources} changed after apps/server/dist was built: run \`npm run build\` first.`);
    }
  }
  return { command: process.execPath, args: [main] };
}
