/**
 * The process tests start real servers again and again (crash-orphans alone starts 22). From the
 * built bundle a server is ready in about a third of the time `node --import tsx src/main.ts` takes
 * (1.8 s against 4.9 s on a busy two-core machine), so this run builds the server once, into a folder
 * of its own (a build of apps/server/dist meanwhile cannot take chunks from under its servers), and
 * server-process.ts starts that build (PORTAL_SERVER_MAIN). Removed at the end of the run.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export default function setup() {
  const outdir = path.join(REPO_ROOT, 'apps/server/.test-build', `run-${process.pid}`);
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-server.mjs'), '--outdir', outdir], {
    stdio: 'ignore',
  });
  process.env.PORTAL_SERVER_MAIN = path.join(outdir, 'main.js');
  return () => {
    rmSync(outdir, { recursive: true, force: true });
  };
}
