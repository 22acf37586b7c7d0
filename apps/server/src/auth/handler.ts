import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH, type Auth } from './auth.ts';

/**
 * The better-auth endpoints reachable from outside. Everything else (sign-up, sign-in, …) goes
 * through /api/account/*, which adds the approval, rate-limit and transaction rules.
 */
const PUBLIC_AUTH_ROUTES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'GET', path: /^\/verify-email$/ },
  { method: 'GET', path: /^\/reset-password\/[^/]+$/ },
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'GET', path: /^\/ok$/ },
];

/** Mounts better-auth's fetch handler at /api/auth/* (Fastify request → web Request → Fastify reply). */
export function mountAuthHandler(app: FastifyInstance, auth: Auth): void {
  app.route({
    method: 'GET',
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, 'http://internal');
      const subPath = url.pathname.slice(AUTH_BASE_PATH.length);
      if (!PUBLIC_AUTH_ROUTES.some((route) => route.method === request.method && route.path.test(subPath))) {
        return reply.callNotFound();
      }
      const response = await auth.handler(toWebRequest(request));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        // Fastify sets the length of the body it sends, which may be shorter than better-auth's.
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send(null);
      const body = Buffer.from(await response.arrayBuffer());
      return reply.send(subPath === '/get-session' ? withoutSessionToken(body) : body);
    },
  });
}

/**
 * get-session's JSON without `session.token`: the token is what the HttpOnly cookie carries, and a
 * script on the page (or anything that reads the answer) must not get it. Anything else unchanged.
 */
export function withoutSessionToken(body: Buffer): Buffer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  const session = (parsed as { session?: unknown } | null)?.session;
  if (typeof session !== 'object' || session === null || !('token' in session)) return body;
  const { token: _token, ...rest } = session as Record<string, unknown>;
  return Buffer.from(JSON.stringify({ ...(parsed as object), session: rest }));
}

/** Only GET endpoints are exposed, so no body needs converting. */
export function toWebRequest(request: FastifyRequest): Request {
  const origin = `${request.protocol}://${request.host}`;
  return new Request(new URL(request.url, origin), { method: request.method, headers: toHeaders(request) });
}

/**
 * The request's headers for a better-auth call that makes a session (sign-in, password change): its
 * X-Forwarded-For is the client's address as the portal sees it (`request.ip`, which honours
 * TRUST_PROXY), so the session records that address — better-auth reads the header as is, which a
 * client could otherwise write itself or leave out.
 */
export function toSessionHeaders(request: FastifyRequest): Headers {
  const headers = toHeaders(request);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.append(key, String(value));
  }
  return headers;
}
