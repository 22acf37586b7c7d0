import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './error-handler.ts';
import { isApiPath } from './paths.ts';

const NOT_BUILT_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Portal</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>,
which builds first) and reload this page. The API is running at <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/**
 * Serves the built web app from `webDist`. Any GET outside /api that is not a file gets index.html
 * (the SPA's router takes over); unknown /api paths are 404 JSON. Text files are sent precompressed
 * (brotli or gzip) when the browser accepts it and the build made the copy.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // The build writes .br and .gz beside each text file (scripts/compress-web.mjs): a browser that
      // accepts them gets the compressed copy with Content-Encoding and Vary: Accept-Encoding; a file
      // without a copy, or a browser that asks for none, gets the plain file.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(notFoundBody());
    }
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
