// Precompresses the built web app: writes `<file>.br` (brotli, highest quality) and `<file>.gz`
// (gzip level 9) beside every text file in apps/web/dist larger than 256 bytes (the login route loads
// a dozen small chunks of icons and components: each saves a third to a half), so the server
// (http/web-app.ts, which reads them into memory at start) sends them to browsers that accept them without compressing
// per request. A compressed copy that would not be smaller than the file is not written.
// Run after `vite build` (the web workspace's build script); a path may be given to compress another folder.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/i;
const MIN_BYTES = 256;

/** Every file under `dir`, recursively. */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

const started = Date.now();
let plain = 0;
let brotli = 0;
let count = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file)) continue;
  // A copy left by an earlier run is replaced (or removed when it no longer helps).
  for (const ext of ['.br', '.gz']) {
    try {
      unlinkSync(file + ext);
    } catch {}
  }
  const size = statSync(file).size;
  if (size <= MIN_BYTES) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < size) writeFileSync(`${file}.br`, br);
  if (gz.length < size) writeFileSync(`${file}.gz`, gz);
  count += 1;
  plain += size;
  brotli += Math.min(br.length, size);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Precompressed ${count} files in ${path.relative(root, dist) || dist}: ${kb(plain)} → ${kb(brotli)} brotli (${Date.now() - started} ms)`,
);
