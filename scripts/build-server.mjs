// Builds the server into one ES module, apps/server/dist/main.js, so production starts with plain
// `node` instead of compiling TypeScript at start-up. The workspace's own code (@portal/domain) is
// bundled in; npm packages stay external and load from node_modules as usual.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = (name) => JSON.parse(readFileSync(path.join(root, name, 'package.json'), 'utf8'));
const server = manifest('apps/server');
const external = [
  ...Object.keys(server.dependencies ?? {}),
  ...Object.keys(server.optionalDependencies ?? {}),
  ...Object.keys(manifest('packages/domain').dependencies ?? {}),
];

// `--outdir DIR` builds elsewhere (the process tests build a copy of their own, so a build of
// apps/server/dist meanwhile cannot pull chunks from under their servers).
const outdirFlag = process.argv.indexOf('--outdir');
const outdir =
  outdirFlag === -1 ? path.join(root, 'apps/server/dist') : path.resolve(process.argv[outdirFlag + 1]);

const started = Date.now();
// Chunk names carry a hash: start from an empty folder so old chunks do not pile up.
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outdir,
  bundle: true,
  // Modules imported on demand (the S3 driver and its AWS SDK) become chunks loaded only when used.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // An npm package and any of its subpaths ('drizzle-orm/pg-core') load from node_modules.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log(
  `Server built to ${path.relative(root, path.join(outdir, 'main.js'))} in ${Date.now() - started} ms`,
);
