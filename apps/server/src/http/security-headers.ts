import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { DOCS_PATH } from './paths.ts';

/**
 * The app's own scripts and styles, inline styles (Mantine), data:/blob: images (photo previews,
 * QR codes), blob: workers and media (QR scanner camera), nothing framed, nothing from elsewhere.
 */
const APP_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Swagger UI needs its inline bootstrap script. */
const DOCS_CSP = { ...APP_CSP, 'script-src': ["'self'", "'unsafe-inline'"] };

/**
 * Security headers through @fastify/helmet (set in its onRequest hook, so error replies carry them
 * too), plus the two it does not cover. Deliberate choices:
 * - CSP without helmet's default directives, so exactly the policy above (helmet's defaults would
 *   add `upgrade-insecure-requests`, which breaks a plain-http LAN/dev setup).
 * - Strict-Transport-Security only when PUBLIC_URL is https: a plain-http install (localhost, a LAN
 *   address) never uses TLS, so the header means nothing there. Behind a TLS proxy the server sees
 *   http but the browser sees https, hence PUBLIC_URL rather than the request's protocol. Without
 *   includeSubDomains: the portal may live on the city's own domain, whose other hosts it does not own.
 * - No Cross-Origin-Embedder-Policy (helmet's default too; stated so it stays off): the cross-origin
 *   isolation it buys is unused here, and it would make every resource a page embeds opt in first.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl'>,
): Promise<void> {
  // Helmet's per-route option; this hook must come before helmet's own onRoute hook, which reads it.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PATH)) {
      route.helmet = { contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP } };
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity:
      new URL(config.publicUrl).protocol === 'https:' ? { includeSubDomains: false } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
