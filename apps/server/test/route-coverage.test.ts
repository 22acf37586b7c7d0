import { describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/app.ts';
import { ADMIN_ROUTES } from './admin-routes.ts';
import { backends, useTestApp } from './support.ts';

/**
 * The /api routes anyone may call. Every other /api route must be in ADMIN_ROUTES, where the
 * access test checks it answers 401 without a session and 403 for an unapproved admin.
 * A pattern ending in '*' covers every route under it.
 */
const PUBLIC_ROUTES: RegisteredRoute[] = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/health/live' },
  { method: 'GET', url: '/api/health/ready' },
  { method: 'GET', url: '/api/docs*' },
  { method: '*', url: '/api/auth/*' },
  { method: 'POST', url: '/api/account/register' },
  { method: 'POST', url: '/api/account/sign-in' },
  { method: 'POST', url: '/api/account/sign-in/second-step' },
  { method: 'POST', url: '/api/account/sign-out' },
  { method: 'POST', url: '/api/account/password-reset' },
  { method: 'POST', url: '/api/account/password-reset/confirm' },
  { method: 'GET', url: '/api/public/members/:ref' },
];

const segments = (url: string) => url.split('?')[0]!.split('/').filter(Boolean);

/**
 * How well a concrete URL matches a route pattern, as find-my-way ranks them (static segment over
 * parameter over wildcard), or null when it does not match.
 */
function matchRank(pattern: string, url: string): number[] | null {
  const p = segments(pattern);
  const u = segments(url);
  const rank: number[] = [];
  for (let i = 0; i < p.length; i += 1) {
    const part = p[i]!;
    if (part === '*') return [...rank, 0];
    if (i >= u.length) return null;
    if (part.startsWith(':')) rank.push(1);
    else if (part === u[i]) rank.push(2);
    else return null;
  }
  return p.length === u.length ? rank : null;
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if ((a[i] ?? -1) !== (b[i] ?? -1)) return (a[i] ?? -1) > (b[i] ?? -1);
  }
  return false;
};

/** The registered pattern that would answer `method url`, if any. */
function routeFor(
  routes: readonly RegisteredRoute[],
  method: string,
  url: string,
): RegisteredRoute | undefined {
  let best: { route: RegisteredRoute; rank: number[] } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const rank = matchRank(route.url, url);
    if (rank && (!best || better(rank, best.rank))) best = { route, rank };
  }
  return best?.route;
}

const isPublic = (route: RegisteredRoute) =>
  PUBLIC_ROUTES.some(
    (p) =>
      (p.method === '*' || p.method === route.method) &&
      (p.url.endsWith('*') ? route.url.startsWith(p.url.slice(0, -1)) : p.url === route.url),
  );

describe.each(backends.slice(0, 1))('route access coverage on $name', (backend) => {
  const t = useTestApp(backend);
  const apiRoutes = () =>
    t.app.registeredRoutes.filter(
      (r) => (r.url === '/api' || r.url.startsWith('/api/')) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );

  it('lists every /api route either as public or in ADMIN_ROUTES (checked for 401/403)', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const covered = new Set(
      ADMIN_ROUTES.map((r) => routeFor(routes, r.method, r.url))
        .filter((r): r is RegisteredRoute => r !== undefined)
        .map((r) => `${r.method} ${r.url}`),
    );
    const unlisted = routes
      .filter((r) => !isPublic(r) && !covered.has(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url}`);
    expect(unlisted).toEqual([]);
  });

  it('has no ADMIN_ROUTES entry for a route that does not exist', () => {
    const routes = apiRoutes();
    const missing = ADMIN_ROUTES.filter((r) => !routeFor(routes, r.method, r.url)).map(
      (r) => `${r.method} ${r.url}`,
    );
    expect(missing).toEqual([]);
  });

  it('keeps the public allow-list free of admin routes', () => {
    const routes = apiRoutes();
    const both = ADMIN_ROUTES.map((r) => routeFor(routes, r.method, r.url))
      .filter((r): r is RegisteredRoute => r !== undefined && isPublic(r))
      .map((r) => `${r.method} ${r.url}`);
    expect(both).toEqual([]);
  });
});
