import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from './error-handler.ts';
import { isApiPath } from './paths.ts';

const NOT_BUILT_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Portal</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>,
which builds first) and reload this page. The API is running at <a href="/api/docs">/api/docs</a>.</p></body></html>`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** One representation of a file: the file as built, or its brotli or gzip copy. */
interface Representation {
  body: Buffer;
  etag: string;
  encoding?: 'br' | 'gzip';
}

interface WebFile {
  type: string;
  cacheControl: string;
  plain: Representation;
  br?: Representation;
  gzip?: Representation;
}

function representation(body: Buffer, encoding?: 'br' | 'gzip'): Representation {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${hash}${encoding ? `-${encoding}` : ''}"`, encoding };
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/**
 * The built web app, read once into memory: a few megabytes, which every office PC's first visit
 * downloads in a hundred or more small files. Answering from memory costs a fraction of a
 * millisecond a file, where reading each from disk (a stat and an open per copy tried, a stream)
 * cost the server about 3 ms of CPU (measured with 1,000 requests of the built chunks). A new build
 * is served from the next start, as a deploy restarts the server anyway.
 */
function readWebApp(webDist: string): Map<string, WebFile> {
  const names = filesUnder(webDist);
  const present = new Set(names);
  const files = new Map<string, WebFile>();
  for (const name of names) {
    // Hidden files and folders (a build's .vite/ manifest) are not part of the site.
    if (name.split('/').some((segment) => segment.startsWith('.'))) continue;
    if (name.endsWith('.br') || name.endsWith('.gz')) {
      if (present.has(name.slice(0, -3))) continue; // a copy, attached to its file below
    }
    const full = path.join(webDist, name);
    const copy = (suffix: string) =>
      present.has(`${name}${suffix}`) ? readFileSync(`${full}${suffix}`) : undefined;
    const br = copy('.br');
    const gz = copy('.gz');
    files.set(`/${name}`, {
      type: TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      // Hashed names under assets/ never change content; anything else is checked on every use.
      cacheControl: name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      plain: representation(readFileSync(full)),
      br: br && representation(br, 'br'),
      gzip: gz && representation(gz, 'gzip'),
    });
  }
  return files;
}

/** The content codings the request accepts (q above 0), by name. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

function chooseRepresentation(file: WebFile, acceptEncoding: string | undefined): Representation {
  const accepted = acceptedEncodings(acceptEncoding);
  if (file.br && accepted.has('br')) return file.br;
  if (file.gzip && (accepted.has('gzip') || accepted.has('x-gzip'))) return file.gzip;
  return file.plain;
}

/** A single byte range of `size` bytes (`bytes=a-b`, `bytes=a-`, `bytes=-n`); null: not satisfiable. */
function byteRange(header: string, size: number): { start: number; end: number } | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined; // several ranges or malformed: whole file
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix > 0 && size > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(match[1]);
  if (match[2] !== '' && Number(match[2]) < start) return undefined; // invalid (RFC 9110): whole file
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start < size ? { start, end } : null;
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: WebFile) {
  const chosen = chooseRepresentation(file, request.headers['accept-encoding']);
  reply
    .header('Content-Type', file.type)
    .header('Cache-Control', file.cacheControl)
    .header('Vary', 'Accept-Encoding')
    .header('Accept-Ranges', 'bytes')
    .header('ETag', chosen.etag);
  if (chosen.encoding) reply.header('Content-Encoding', chosen.encoding);
  if (notModified(request, chosen.etag)) return reply.status(304).send();

  let body = chosen.body;
  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (rangeHeader && (!ifRange || ifRange === chosen.etag)) {
    const range = byteRange(rangeHeader, body.length);
    if (range === null) {
      return reply.status(416).header('Content-Range', `bytes */${body.length}`).send();
    }
    if (range) {
      reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${body.length}`);
      body = body.subarray(range.start, range.end + 1);
    }
  }
  reply.header('Content-Length', body.length);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the built web app from `webDist`. Any GET outside /api that is not a file gets index.html
 * (the SPA's router takes over); a missing file under /assets/ is 404 (an old page's chunk after a
 * new build, not a page); unknown /api paths are 404 JSON. Text files are sent precompressed (brotli
 * or gzip) when the browser accepts it and the build made the copy (scripts/compress-web.mjs).
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  const files = built ? readWebApp(webDist) : new Map<string, WebFile>();
  const index = files.get('/index.html');

  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      decoded = urlPath;
    }
    if (isApiPath(urlPath) || isApiPath(decoded) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(notFoundBody());
    }
    if (!index) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    const file = files.get(decoded);
    if (file) return sendFile(request, reply, file);
    if (decoded.startsWith('/assets/'))
      return reply
        .status(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    return sendFile(request, reply, index);
  };
  if (built) app.route({ method: ['GET', 'HEAD'], url: '/*', handler: answer });
  app.setNotFoundHandler(answer);
}
