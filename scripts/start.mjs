// `npm start`: builds the web app and the server only when their output is missing or older than
// their sources, then runs the built server with plain node (no compiling at start-up).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time under the given files and folders (node_modules and dist left out). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const info = statSync(p);
    if (info.isDirectory()) {
      for (const name of readdirSync(p))
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else latest = Math.max(latest, info.mtimeMs);
  };
  for (const p of paths) visit(p);
  return latest;
}

const stale = (output, sources) => !existsSync(output) || statSync(output).mtimeMs < newest(sources);

function run(args, label) {
  console.log(`== ${label}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const domain = [at('packages/domain/src'), at('packages/domain/package.json')];
if (
  // The web app bundles its npm packages as well: an install builds it anew too.
  stale(at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/vite.config.ts'),
    at('node_modules/.package-lock.json'),
    ...domain,
  ])
) {
  // Quiet: the chunk listing and the bundler's warnings are for `npm run build`, not for a start.
  run(
    ['exec', '--workspace', 'apps/web', '--', 'vite', 'build', '--logLevel', 'error'],
    'building the web app',
  );
  run(
    ['exec', '--workspace', 'apps/web', '--', 'node', '../../scripts/compress-web.mjs'],
    'compressing the web app',
  );
}
if (
  // The bundle carries the npm packages too: an install (npm rewrites node_modules/.package-lock.json
  // at each one) or a change to the build builds it anew.
  stale(at('apps/server/dist/main.js'), [
    at('apps/server/src'),
    at('apps/server/package.json'),
    at('node_modules/.package-lock.json'),
    at('scripts/build-server.mjs'),
    ...domain,
  ])
) {
  run(['run', 'build', '--workspace', 'apps/server'], 'building the server');
}

const server = spawnSync(process.execPath, ['--enable-source-maps', at('apps/server/dist/main.js')], {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
process.exit(server.status ?? 1);
