/** An admin's own preferences (issue 23 item 6): GET /api/me/preferences, PUT /api/me/preferences/:key. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs, adminPreferences, user } from '../src/db/schema/index.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

type Prefs = { preferences: Record<string, unknown> };

describe.each(backends)('admin preferences on $name', (backend) => {
  const t = useTestApp(backend);
  const get = (admin?: TestAdmin) =>
    t.app.inject({
      method: 'GET',
      url: '/api/me/preferences',
      headers: admin ? { cookie: admin.cookie } : {},
    });
  const put = (admin: TestAdmin | undefined, key: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/me/preferences/${encodeURIComponent(key)}`,
      headers: admin ? { cookie: admin.cookie } : {},
      payload: body as never,
    });

  it('answers 401 without a session', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(undefined, 'members-view', { value: 'table' })).statusCode).toBe(401);
  });

  it('has none until one is chosen, then answers them all', async () => {
    const admin = await t.approvedAdmin();
    const none = await get(admin);
    expect(none.statusCode).toBe(200);
    expect(none.json<Prefs>()).toEqual({ preferences: {} });

    const saved = await put(admin, 'members-view', { value: 'table' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Prefs>()).toEqual({ preferences: { 'members-view': 'table' } });
    expect((await put(admin, 'members-sort', { value: 'expiry_desc' })).statusCode).toBe(200);
    expect((await get(admin)).json<Prefs>()).toEqual({
      preferences: { 'members-view': 'table', 'members-sort': 'expiry_desc' },
    });
    // Replaced, not added; null is the list's own order.
    expect((await put(admin, 'members-sort', { value: null })).json<Prefs>()).toEqual({
      preferences: { 'members-view': 'table', 'members-sort': null },
    });
    expect((await put(admin, 'members-view', { value: 'cards' })).json<Prefs>().preferences).toMatchObject({
      'members-view': 'cards',
    });
    const rows = await t.app.ctx.db
      .select()
      .from(adminPreferences)
      .where(eq(adminPreferences.userId, admin.id));
    expect(rows).toHaveLength(2);
  });

  it('keeps each admin’s choice apart', async () => {
    const a = await t.approvedAdmin();
    const b = await t.approvedAdmin();
    await put(b, 'members-view', { value: 'cards' });
    await put(a, 'members-view', { value: 'table' });
    await put(a, 'members-sort', { value: 'name_asc' });
    expect((await get(a)).json<Prefs>().preferences).toEqual({
      'members-view': 'table',
      'members-sort': 'name_asc',
    });
    expect((await get(b)).json<Prefs>().preferences).toEqual({ 'members-view': 'cards' });
  });

  it('answers 400 for an unknown key or a value the key does not take, storing nothing', async () => {
    const admin = await t.approvedAdmin();
    const refusals: [string, unknown][] = [
      ['theme', { value: 'dark' }],
      ['constructor', { value: 'table' }],
      ['members-view', { value: 'list' }],
      ['members-view', { value: null }],
      ['members-view', {}],
      ['members-view', { value: 'table', other: 1 }],
      ['members-sort', { value: 'latest_claim' }],
      ['members-sort', { value: 3 }],
      ['members-sort', { value: ['name_asc'] }],
    ];
    for (const [key, body] of refusals) {
      const res = await put(admin, key, body);
      expect(res.statusCode, `${key} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json<ErrorJson>().error.code).toBe('INVALID_INPUT');
    }
    expect((await get(admin)).json<Prefs>()).toEqual({ preferences: {} });
  });

  it('leaves out a stored value no longer valid, writes no activity-log entry, and goes with the account', async () => {
    const admin = await t.approvedAdmin();
    const db = t.app.ctx.db;
    await db.insert(adminPreferences).values([
      { userId: admin.id, key: 'members-sort', value: 'claims_desc' },
      { userId: admin.id, key: 'retired-key', value: 1 },
    ]);
    expect((await get(admin)).json<Prefs>()).toEqual({ preferences: {} });

    const logged = async () =>
      (await db.select().from(activityLogs).where(eq(activityLogs.adminId, admin.id))).length;
    const before = await logged();
    await put(admin, 'members-view', { value: 'table' });
    await put(admin, 'members-sort', { value: 'reference_asc' });
    expect(await logged()).toBe(before);

    await db.delete(user).where(eq(user.id, admin.id));
    expect(await db.select().from(adminPreferences).where(eq(adminPreferences.userId, admin.id))).toEqual([]);
  });
});
