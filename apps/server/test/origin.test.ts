import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { admins, claimedServices, members } from '../src/db/schema/index.ts';
import { today } from './members-support.ts';
import { claimBody, insertMember } from './services-support.ts';
import { backends, type ErrorJson, TEST_PUBLIC_URL, type TestAdmin, useTestApp } from './support.ts';

/** DECISIONS 41: state-changing requests only from the portal's own origin; API bodies only JSON or multipart. */
const TRUSTED = 'https://office.calapan.gov.ph';
const FOREIGN = 'https://evil.example';

describe.each(backends)('cross-site requests on $name', (backend) => {
  const t = useTestApp(backend, { config: { trustedOrigins: [TRUSTED] } });

  type Send = {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    payload?: string | Record<string, unknown>;
  };
  const send = (admin: TestAdmin, url: string, { method = 'POST', headers = {}, payload }: Send = {}) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie, ...headers }, payload });

  const expectCrossSite = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'CROSS_SITE_REQUEST',
      message: messages.crossSiteRequest,
    });
  };
  const expectUnsupported = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: messages.unsupportedMediaType,
    });
  };

  const archivedAt = async (id: string) =>
    (await t.app.ctx.db.select().from(members).where(eq(members.id, id)))[0]!.archivedAt;
  const claimsOf = async (id: string) =>
    (await t.app.ctx.db.select().from(claimedServices).where(eq(claimedServices.memberId, id))).length;
  const approvalOf = async (id: string) =>
    (await t.app.ctx.db.select().from(admins).where(eq(admins.userId, id)))[0]!.approvalStatus;
  const signedIn = async (admin: TestAdmin) =>
    (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: admin.cookie } }))
      .statusCode === 200;
  const newMember = (archived = false) => insertMember(t.app.ctx.db, { registrationDate: today(), archived });

  /** Every write the issue names, each with a check that it did not happen. */
  async function expectNoWriteWith(headers: Record<string, string>) {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    const active = await newMember();
    const archived = await newMember(true);
    const pending = await t.pendingAdmin();

    expectCrossSite(await send(admin, `/api/members/${active.id}/archive`, { headers }));
    expectCrossSite(await send(admin, `/api/members/${archived.id}/restore`, { headers }));
    expectCrossSite(await send(head, `/api/admins/${pending.id}/approve`, { headers }));
    expectCrossSite(
      await send(admin, `/api/members/${active.id}/claims`, {
        headers,
        payload: claimBody({ date: today() }),
      }),
    );
    expectCrossSite(await send(admin, '/api/account/sign-out', { headers }));

    expect(await archivedAt(active.id)).toBeNull();
    expect(await archivedAt(archived.id)).not.toBeNull();
    expect(await approvalOf(pending.id)).toBe('pending');
    expect(await claimsOf(active.id)).toBe(0);
    expect(await signedIn(admin)).toBe(true);
  }

  it('refuses archive, restore, approve, claim and sign-out from a foreign Origin and changes nothing', async () => {
    await expectNoWriteWith({ origin: FOREIGN });
  });

  it('refuses them with a foreign Referer and no Origin', async () => {
    await expectNoWriteWith({ referer: `${FOREIGN}/cats.html` });
  });

  it("refuses Origin 'null' (sandboxed frames, cross-site redirects) and cross-site Sec-Fetch-Site", async () => {
    await expectNoWriteWith({ origin: 'null' });
    await expectNoWriteWith({ 'sec-fetch-site': 'cross-site' });
    await expectNoWriteWith({ 'sec-fetch-site': 'same-site' });
  });

  it("refuses look-alikes of the portal's origin: another port, scheme or host, a broken Origin", async () => {
    const admin = await t.approvedAdmin();
    const member = await newMember();
    for (const origin of [
      'http://localhost:3001',
      'https://localhost:3000',
      'http://localhost.evil.example:3000',
      'http://127.0.0.1:3000',
      'not an origin',
    ]) {
      expectCrossSite(await send(admin, `/api/members/${member.id}/archive`, { headers: { origin } }));
    }
    // The Origin decides when both are sent, whatever the Referer says.
    expectCrossSite(
      await send(admin, `/api/members/${member.id}/archive`, {
        headers: { origin: FOREIGN, referer: `${TEST_PUBLIC_URL}/members` },
      }),
    );
    expect(await archivedAt(member.id)).toBeNull();
  });

  it('refuses a text/plain or form-encoded body with 415 before any handler, and changes nothing', async () => {
    const admin = await t.approvedAdmin();
    const member = await newMember();
    // The bodies a page on another site can send without a CORS preflight. No Origin here: this is
    // the content-type rule alone.
    for (const contentType of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
    ]) {
      const headers = { 'content-type': contentType };
      expectUnsupported(await send(admin, `/api/members/${member.id}/archive`, { headers, payload: 'x=1' }));
      expectUnsupported(
        await send(admin, `/api/members/${member.id}/claims`, {
          headers,
          payload: JSON.stringify(claimBody({ date: today() })),
        }),
      );
      expectUnsupported(await send(admin, '/api/account/sign-out', { headers, payload: 'x' }));
    }
    expect(await archivedAt(member.id)).toBeNull();
    expect(await claimsOf(member.id)).toBe(0);
    expect(await signedIn(admin)).toBe(true);
  });

  it('accepts writes from the portal itself: PUBLIC_URL origin, its Referer, TRUSTED_ORIGINS, Sec-Fetch-Site', async () => {
    const admin = await t.approvedAdmin();
    const member = await newMember();
    const archive = (headers: Record<string, string>) =>
      send(admin, `/api/members/${member.id}/archive`, { headers });
    const restore = (headers: Record<string, string>) =>
      send(admin, `/api/members/${member.id}/restore`, { headers });
    const headerSets: Record<string, string>[] = [
      { origin: TEST_PUBLIC_URL },
      { origin: TEST_PUBLIC_URL.toUpperCase() },
      { referer: `${TEST_PUBLIC_URL}/members/${member.id}?tab=services` },
      { origin: TRUSTED },
      { origin: `${TRUSTED}:443` },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of headerSets) {
      const archived = await archive(headers);
      expect(archived.statusCode, JSON.stringify(headers)).toBe(200);
      expect(await archivedAt(member.id)).not.toBeNull();
      expect((await restore(headers)).statusCode, JSON.stringify(headers)).toBe(200);
      expect(await archivedAt(member.id)).toBeNull();
    }
    const claim = await send(admin, `/api/members/${member.id}/claims`, {
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(claimBody({ date: today() })),
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const out = await send(admin, '/api/account/sign-out', { headers: { origin: TEST_PUBLIC_URL } });
    expect(out.statusCode).toBe(204);
    expect(await signedIn(admin)).toBe(false);
  });

  it('signs in from the portal and refuses a sign-in posted from another site', async () => {
    const admin = await t.approvedAdmin();
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        headers,
        payload: { login: admin.username, password: admin.password },
        remoteAddress: '10.250.0.1',
      });
    expectCrossSite(await signIn({ origin: FOREIGN }));
    expect((await signIn({ origin: TEST_PUBLIC_URL })).statusCode).toBe(200);
  });

  it('leaves GET alone, whatever the Origin', async () => {
    const admin = await t.approvedAdmin();
    const headerSets: Record<string, string>[] = [
      { origin: FOREIGN },
      { referer: FOREIGN },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of headerSets) {
      expect((await send(admin, '/api/account/me', { method: 'GET', headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/ok', headers })).statusCode).toBe(200);
    }
  });

  it("covers better-auth's routes: a foreign POST there is refused before anything else", async () => {
    expectCrossSite(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: FOREIGN },
      }),
    );
    // better-auth trusts the same origins (read per request: the confirmed public address may change).
    const trusted = t.app.ctx.auth.options.trustedOrigins;
    const origins =
      typeof trusted === 'function' ? await trusted(new Request(`${TEST_PUBLIC_URL}/api/auth/ok`)) : trusted;
    expect(origins).toEqual([TEST_PUBLIC_URL, TRUSTED]);
  });
});
