import { messages } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppConfig, portalOrigins } from '../config.ts';
import { HttpError } from './errors.ts';

/** Methods that change something: only the portal's own pages may send them (DECISIONS 41). */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The only bodies the API reads (DECISIONS 41). */
const API_BODY_TYPES = new Set(['application/json', 'multipart/form-data']);

export const crossSiteRequest = () => new HttpError(403, 'CROSS_SITE_REQUEST', messages.crossSiteRequest);
export const unsupportedMediaType = () =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType);

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The origin a URL-ish header names, or null when it names none (`null`, garbage, another scheme). */
function originOfHeader(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the request was sent to: its scheme and `Host` (behind a trusted proxy,
 * X-Forwarded-Proto and X-Forwarded-Host, as Fastify reads them); null without a usable Host.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const host = request.host;
  if (!host || /[\s/?#@]/.test(host)) return null;
  return originOfHeader(`${request.protocol}://${host}`);
}

/**
 * Whether a state-changing request may come from where its headers say it comes from.
 *
 * - `Origin` present: it must be one of the portal's origins, or the origin the request was sent to
 *   (DECISIONS 54: a page of the portal opened by any of the server's addresses — its LAN address,
 *   its name — sends its writes to that same address; a page of another site cannot make its Origin
 *   equal the portal's host). `null`, sent by sandboxed frames and after cross-site redirects, is
 *   never accepted.
 * - No `Origin`, a `Referer`: its origin must be one of them, or the request's own.
 * - Neither: `Sec-Fetch-Site` must be `same-origin` or `none` (typed into the address bar).
 * - None of the three: allowed. A cross-site request forgery needs a victim's browser, and every
 *   browser this portal supports sends `Origin` with a cross-site POST/PUT/PATCH/DELETE (and
 *   `Sec-Fetch-Site`); a request without any of them comes from a program (curl, another server, the
 *   tests' `app.inject`), which can send the session cookie only if it already holds it.
 */
export function isSameOriginRequest(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  const accepted = (value: string) => {
    const claimed = originOfHeader(value);
    return claimed !== null && (origins.has(claimed) || claimed === requestOrigin(request));
  };
  const origin = header(request, 'origin');
  if (origin !== undefined) return accepted(origin);
  const referer = header(request, 'referer');
  if (referer !== undefined) return accepted(referer);
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  return true;
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = header(request, 'content-length');
  return header(request, 'transfer-encoding') !== undefined || Number(length ?? 0) > 0;
}

/**
 * Refuses, before any body is read or any handler runs: a state-changing request from another origin
 * (403 CROSS_SITE_REQUEST), and an API body that is neither JSON nor multipart form data (415
 * UNSUPPORTED_MEDIA_TYPE) — the content types a page on another site can send without asking first
 * (text/plain, application/x-www-form-urlencoded) never reach a route. Covers every route, better-auth's
 * included.
 */
export function installSameOriginCheck(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl' | 'trustedOrigins'>,
): void {
  const origins = new Set(portalOrigins(config));
  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method) && !isSameOriginRequest(request, origins)) {
      throw crossSiteRequest();
    }
    if (
      request.url.startsWith('/api/') &&
      hasBody(request) &&
      !API_BODY_TYPES.has(mediaType(header(request, 'content-type')))
    ) {
      throw unsupportedMediaType();
    }
  });
}
