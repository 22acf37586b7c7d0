import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '../src/db/schema/index.ts';
import { ADMIN_ROUTES } from './admin-routes.ts';
import { backends, type ErrorJson, useTestApp } from './support.ts';

describe.each(backends)('admin route access on $name', (backend) => {
  const t = useTestApp(backend);

  // One admin of each kind serves every route: each route refuses them (403) and changes nothing, so
  // a fresh admin per route (two password hashes each) would only cost time.
  let unapproved: Promise<string> | undefined;
  let assistant: Promise<string> | undefined;

  /** A live session whose admin has since been put back to pending (e.g. approval withdrawn). */
  function unapprovedCookie(): Promise<string> {
    unapproved ??= (async () => {
      const admin = await t.approvedAdmin();
      await t.app.ctx.db.update(admins).set({ approvalStatus: 'pending' }).where(eq(admins.userId, admin.id));
      return admin.cookie;
    })();
    return unapproved;
  }

  /** An approved admin who is not head admin. */
  function assistantCookie(): Promise<string> {
    assistant ??= t.approvedAdmin().then((admin) => admin.cookie);
    return assistant;
  }

  it.each(ADMIN_ROUTES)('$method $url → 401 without a session', async (route) => {
    const res = await t.app.inject({ method: route.method, url: route.url, payload: route.payload as never });
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'NOT_AUTHENTICATED',
      message: messages.notAuthenticated,
    });
  });

  it.each(ADMIN_ROUTES)('$method $url → 401 with a forged cookie', async (route) => {
    const res = await t.app.inject({
      method: route.method,
      url: route.url,
      payload: route.payload as never,
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(ADMIN_ROUTES)('$method $url → 403 NOT_APPROVED for an unapproved admin', async (route) => {
    const cookie = await unapprovedCookie();
    const res = await t.app.inject({
      method: route.method,
      url: route.url,
      payload: route.payload as never,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorJson>().error.code).toBe('NOT_APPROVED');
  });

  it.each(ADMIN_ROUTES.filter((r) => r.headAdminOnly))(
    '$method $url → 403 FORBIDDEN for an approved admin who is not head admin',
    async (route) => {
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        payload: route.payload as never,
        headers: { cookie: await assistantCookie() },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorJson>().error).toEqual({
        code: 'FORBIDDEN',
        message: route.forbiddenMessage ?? messages.headAdminOnly,
      });
    },
  );
});
