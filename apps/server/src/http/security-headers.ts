import type { FastifyInstance } from 'fastify';

/**
 * The app's own scripts and styles, inline styles (Mantine), data:/blob: images (photo previews,
 * QR codes), blob: workers and media (QR scanner camera), nothing framed, nothing from elsewhere.
 */
const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Swagger UI needs its inline bootstrap script. */
const DOCS_CSP = APP_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    reply.header('Content-Security-Policy', request.url.startsWith('/api/docs') ? DOCS_CSP : APP_CSP);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
