/** My Profile (issue 12; DECISIONS 37): one's own personal information and password. */
import { messages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { backends, cookieFrom, type ErrorJson, requestAs, type TestAdmin, useTestApp } from './support.ts';

const NEW_PASSWORD = 'N3w-password!';

describe.each(backends)('my profile on $name', (backend) => {
  const t = useTestApp(backend);
  const as = (admin: TestAdmin, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    requestAs(t.app, admin, method, url, payload);
  const personal = {
    firstName: 'Maria',
    lastName: 'Santos',
    middleName: 'Reyes',
    dob: '1988-04-12',
    gender: 'female',
    civilStatus: 'married',
    contactNumber: '+63 917 123 4567',
  };

  it('shows and edits one’s own personal information, leaving email and role alone', async () => {
    const admin = await t.approvedAdmin();
    const shown = (await as(admin, 'GET', '/api/account/profile')).json<{
      profile: Record<string, unknown>;
    }>();
    expect(shown.profile).toMatchObject({ id: admin.id, email: admin.email, username: admin.username });
    const res = await as(admin, 'PATCH', '/api/account/profile', {
      ...personal,
      lastName: 'Bautista',
      email: 'other@example.org',
      role: 'head_admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string; profile: Record<string, unknown> }>()).toMatchObject({
      message: messages.profileUpdated,
      profile: { lastName: 'Bautista', civilStatus: 'married', email: admin.email, role: 'admin_assistant' },
    });
    const me = (await as(admin, 'GET', '/api/account/me')).json<{ admin: Record<string, unknown> }>();
    expect(me.admin.lastName).toBe('Bautista');
  });

  it('refuses edits with the registration form’s messages, and a date of birth in the future', async () => {
    const admin = await t.approvedAdmin();
    const missing = await as(admin, 'PATCH', '/api/account/profile', { ...personal, firstName: ' ' });
    expect(missing.json<ErrorJson>().error.fields?.firstName).toBe('First name is required.');
    const phone = await as(admin, 'PATCH', '/api/account/profile', { ...personal, contactNumber: 'call me' });
    expect(phone.json<ErrorJson>().error.fields?.contactNumber).toBe(messages.contactNumberInvalid);
    for (const dob of ['2100-01-01', '1899-12-31']) {
      const res = await as(admin, 'PATCH', '/api/account/profile', { ...personal, dob });
      expect(res.statusCode, dob).toBe(400);
      expect(res.json<ErrorJson>().error.message, dob).toBe(messages.adminDobInvalid);
    }
  });

  it('changes the password, ending the other sessions, and signs in with the new one', async () => {
    const admin = await t.approvedAdmin();
    const other = cookieFrom(await t.signIn(admin.username, admin.password));
    const wrong = await as(admin, 'POST', '/api/account/password', {
      currentPassword: 'Not-my-pass1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorJson>().error.message).toBe(messages.currentPasswordIncorrect);
    const weak = await as(admin, 'POST', '/api/account/password', {
      currentPassword: admin.password,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(weak.json<ErrorJson>().error.fields?.newPassword).toBe(messages.passwordPolicy);
    const res = await as(admin, 'POST', '/api/account/password', {
      currentPassword: admin.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(messages.passwordChanged);
    const renewed = cookieFrom(res);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: other } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: renewed } }))
        .statusCode,
    ).toBe(200);
    expect((await t.signIn(admin.username, admin.password)).statusCode).toBe(401);
    expect((await t.signIn(admin.username, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
