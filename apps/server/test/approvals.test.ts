import { messages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { backends, type ErrorJson, useTestApp } from './support.ts';

describe.each(backends)('administrator approval on $name', (backend) => {
  const t = useTestApp(backend);
  const as = (cookie: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie } });

  it('lists pending admins first, then approved and rejected', async () => {
    const head = await t.headAdmin();
    const approved = await t.approvedAdmin();
    const pending = await t.pendingAdmin();
    const rejected = await t.pendingAdmin();
    await as(head.cookie, 'POST', `/api/admins/${rejected.id}/reject`);
    const res = await as(head.cookie, 'GET', '/api/admins');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ admins: { id: string; approvalStatus: string }[] }>().admins;
    const statuses = list.map((a) => a.approvalStatus);
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('approved'));
    expect(statuses.indexOf('approved')).toBeLessThan(statuses.indexOf('rejected'));
    expect(list.map((a) => a.id)).toEqual(
      expect.arrayContaining([head.id, approved.id, pending.id, rejected.id]),
    );
  });

  it('approval by the head admin lets the admin sign in', async () => {
    const head = await t.headAdmin();
    const pending = await t.pendingAdmin();
    expect((await t.signIn(pending.username, pending.password)).statusCode).toBe(403);
    const res = await as(head.cookie, 'POST', `/api/admins/${pending.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.adminApproved,
      admin: { id: pending.id, approvalStatus: 'approved' },
    });
    const signIn = await t.signIn(pending.username, pending.password);
    expect(signIn.statusCode).toBe(200);
  });

  it('rejecting an approved admin ends their sessions', async () => {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    expect((await as(admin.cookie, 'GET', '/api/account/me')).statusCode).toBe(200);
    const res = await as(head.cookie, 'POST', `/api/admins/${admin.id}/reject`);
    expect(res.json()).toMatchObject({
      message: messages.adminRejected,
      admin: { approvalStatus: 'rejected' },
    });
    expect((await as(admin.cookie, 'GET', '/api/account/me')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown admin and 409 for the head admin’s own account', async () => {
    const head = await t.headAdmin();
    const unknown = await as(head.cookie, 'POST', '/api/admins/no-such-admin/approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorJson>().error).toEqual({ code: 'NOT_FOUND', message: messages.adminNotFound });
    const self = await as(head.cookie, 'POST', `/api/admins/${head.id}/reject`);
    expect(self.statusCode).toBe(409);
  });

  it('an approved head_admin registration can manage admins too', async () => {
    const second = await t.approvedAdmin({ role: 'head_admin' });
    const res = await as(second.cookie, 'GET', '/api/admins');
    expect(res.statusCode).toBe(200);
  });
});
