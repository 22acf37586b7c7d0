import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from '../config.ts';
import { frameworkErrorReply, installErrorHandler } from './error-handler.ts';
import { installJsonParser } from './json-parser.ts';
import { installLanguage } from './language.ts';
import { installRequestLog, loggerOptions } from './logging.ts';
import { installSecurityHeaders } from './security-headers.ts';

export type LoggerOption = boolean | { level: string; stream?: NodeJS.WritableStream };

/**
 * Fastify's trustProxy for TRUST_PROXY. A number of hops is given as a function: Fastify 5.12 reads a
 * bare number as "trust no proxy" (it cannot tell whether the socket's peer is really a proxy), which
 * would give every client behind the proxy the proxy's address. `hop < n` is proxy-addr's own reading
 * of a hop count: the socket's peer and the n-1 X-Forwarded-For entries nearest to it are proxies, the
 * entry before them is the client, and whatever a client wrote further left is ignored.
 */
export function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

/**
 * The Fastify instance every server of the portal starts from — the full app (app.ts) and the page
 * shell that answers while the database opens (shell.ts): logging, body parsing, the one error shape,
 * the security headers and the `x-server` header. Whatever a page gets, it gets the same from both.
 */
export async function createFastify(config: AppConfig, logger?: LoggerOption): Promise<FastifyInstance> {
  const logFormat = config.logFormat ?? 'json';
  const app = Fastify({
    logger: logger ?? (process.env.VITEST ? false : loggerOptions(logFormat, config.logLevel ?? 'info')),
    // The readable format logs one line per request itself (installRequestLog).
    logController: new LogController({ disableRequestLogging: logFormat === 'pretty' }),
    bodyLimit: 1024 * 1024,
    // The client address (per-address rate limits) comes from X-Forwarded-For only behind a proxy.
    trustProxy: trustProxyOption(config.trustProxy),
    // Bad percent-encoding in the URL and the like: the one error shape, not Fastify's own body.
    frameworkErrors: frameworkErrorReply,
  });
  if (logFormat === 'pretty') installRequestLog(app);
  installJsonParser(app);
  installErrorHandler(app);
  installLanguage(app);
  await installSecurityHeaders(app, config);
  const serverName = config.serverName;
  if (serverName)
    app.addHook('onRequest', async (_request, reply) => void reply.header('x-server', serverName));
  return app;
}
