// Builds the server into one ES module, apps/server/dist/main.js (and the chunks it loads on demand),
// so production starts with plain `node` instead of compiling TypeScript at start-up. The workspace's
// own code (@portal/domain) and the npm packages are bundled in: Node then reads and compiles a few
// files instead of resolving and loading some 1,500 modules one by one, and a server is ready with
// about half the CPU (2.9 against 1.4-1.6 CPU-seconds to "Portal ready" on a migrated database:
// scripts/bench/README.md, "Test run time, 27 November, fourth round"). The process tests start a
// server some 40 times a run.
//
// Left external, loaded from node_modules as usual: the packages that read files of their own beside
// their code at run time, which a bundle would not carry, and one loaded only on demand. (pino reads a
// worker file of its own only for log transports, which the server does not use.)
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const external = [
  // PostgreSQL's binaries (the embedded server) come from the platform's package, which db/embedded.ts
  // imports by a name made at run time: never bundled.
  // PGlite's WebAssembly and data files (the carry-over from the embedded database of old).
  '@electric-sql/pglite',
  // The API reference: the UI's static files, and the version read from swagger's own package.json.
  '@fastify/swagger',
  '@fastify/swagger-ui',
  // The spreadsheet reader and writer, imported on the first XLSX only: bundling it would change no
  // start and lengthen every build.
  'exceljs',
  // node-postgres' optional native driver, not installed.
  'pg-native',
].flatMap((name) => [name, `${name}/*`]);

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
  // The maps point at the sources in node_modules and src instead of carrying them (12–13 MB of
  // output, not 23).
  sourcesContent: false,
  // A package left external and any of its subpaths load from node_modules.
  external,
  // Bundled CommonJS packages call require() (Node's built-in modules, the external packages): an ES
  // module has none, so each file gets one of its own. No bundled package needs __dirname (checked
  // for the ones above: they stay external).
  banner: {
    js: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(
  `Server built to ${path.relative(root, path.join(outdir, 'main.js'))} in ${Date.now() - started} ms`,
);
