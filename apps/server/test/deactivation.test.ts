/** Head admins deactivate and reactivate administrators (issue 12, item 4). */
import { messages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

describe.each(backends)('deactivating administrators on $name', (backend) => {
  const t = useTestApp(backend);
  const post = (admin: TestAdmin, url: string) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie } });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });

  it('ends the sessions of a deactivated admin, who then cannot sign in, until reactivated', async () => {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    expect((await me(admin.cookie)).statusCode).toBe(200);
    const off = await post(head, `/api/admins/${admin.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json<{ message: string; admin: { approvalStatus: string } }>()).toMatchObject({
      message: messages.adminDeactivatedDone,
      admin: { approvalStatus: 'deactivated' },
    });
    expect((await me(admin.cookie)).statusCode).toBe(401);
    const signIn = await t.signIn(admin.username, admin.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<ErrorJson>().error).toMatchObject({
      code: 'DEACTIVATED',
      message: messages.adminDeactivated,
    });
    expect((await post(head, `/api/admins/${admin.id}/deactivate`)).statusCode).toBe(409);
    const on = await post(head, `/api/admins/${admin.id}/reactivate`);
    expect(on.json<{ admin: { approvalStatus: string } }>().admin.approvalStatus).toBe('approved');
    expect((await t.signIn(admin.username, admin.password)).statusCode).toBe(200);
    expect((await post(head, `/api/admins/${admin.id}/reactivate`)).statusCode).toBe(409);
  });

  it('refuses to deactivate oneself; two head admins deactivating each other at once leave one', async () => {
    const head = await t.headAdmin();
    const self = await post(head, `/api/admins/${head.id}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json<ErrorJson>().error.message).toBe(messages.adminCannotDeactivateSelf);
    const second = await t.approvedAdmin({ role: 'head_admin' });
    // Approved now: the first head admin, who approves test admins, may be the one deactivated below.
    const plain = await t.approvedAdmin();
    const answers = await Promise.all([
      post(head, `/api/admins/${second.id}/deactivate`),
      post(second, `/api/admins/${head.id}/deactivate`),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    // Both inside at once: the second is refused as the last head admin. Or the first committed before the
    // second passed the admin guard: the second's own session had already ended with its deactivation.
    expect([
      [200, 409],
      [200, 401],
    ]).toContainEqual(codes);
    const refused = answers.find((a) => a.statusCode !== 200)!;
    if (refused.statusCode === 409) {
      expect(refused.json<ErrorJson>().error).toMatchObject({
        code: 'LAST_HEAD_ADMIN',
        message: messages.adminLastHeadAdmin,
      });
    }
    const survivor = answers[0]!.statusCode === 200 ? head : second;
    expect((await post(plain, `/api/admins/${survivor.id}/deactivate`)).statusCode).toBe(403);
    expect(
      (await post(survivor, '/api/admins/00000000-0000-4000-8000-000000000077/deactivate')).statusCode,
    ).toBe(404);
  });
});
