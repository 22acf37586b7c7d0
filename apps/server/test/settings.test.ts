/**
 * Settings (DECISIONS 53–54): the office details a head admin saves win over OFFICE_* and are what
 * receipts print; each save that changes something is one activity-log entry naming what changed.
 */
import { messages, settingsMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, portalSettings } from '../src/db/schema/index.ts';
import { claimBody, insertMember, type Json, json, NOW, postClaim } from './services-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

const ENV_OFFICE = { name: 'Provincial Health Office', address: 'Capitol Compound, Calapan City', phone: '' };

describe.each(backends)('settings on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW, config: { office: ENV_OFFICE } });
  let head: TestAdmin;
  beforeAll(async () => {
    head = await t.headAdmin();
  });

  const getSettings = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/settings', headers: cookie ? { cookie } : {} });
  /** `cookie` null: without a session. */
  const putOffice = (payload: unknown, cookie: string | null = head.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/settings/office',
      payload: payload as never,
      headers: cookie ? { cookie } : {},
    });
  const officeEntries = () =>
    t.app.ctx.db.select().from(activityLogs).where(eq(activityLogs.action, 'settings.office_updated'));
  const settingsRows = () => t.app.ctx.db.select().from(portalSettings);

  async function receiptOffice(): Promise<Json> {
    const member = await insertMember(t.app.ctx.db);
    const claim = await postClaim(t.app, head.cookie, member.id, claimBody());
    expect(claim.statusCode, claim.body).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${json(claim).claim.id}/receipt`,
      headers: { cookie: head.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).office;
  }

  it('answers 401 without a session and writes nothing', async () => {
    expect((await getSettings()).statusCode).toBe(401);
    const res = await putOffice({ ...ENV_OFFICE, name: 'Rural Health Unit' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorJson>().error.code).toBe('NOT_AUTHENTICATED');
    expect(await settingsRows()).toEqual([]);
  });

  it('answers 403 to an admin who is not head admin, with why, and writes nothing', async () => {
    const clerk = await t.approvedAdmin();
    for (const res of [
      await getSettings(clerk.cookie),
      await putOffice({ ...ENV_OFFICE, name: 'X' }, clerk.cookie),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorJson>().error).toEqual({
        code: 'FORBIDDEN',
        message: settingsMessages.settingsHeadAdminOnly,
      });
    }
    expect(await settingsRows()).toEqual([]);
    expect(await officeEntries()).toEqual([]);
  });

  it('shows the environment’s office until a head admin saves, and receipts print it', async () => {
    const res = await getSettings(head.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).office).toEqual({ ...ENV_OFFICE, source: 'environment', savedAt: null });
    expect(await receiptOffice()).toMatchObject({
      officeName: ENV_OFFICE.name,
      address: ENV_OFFICE.address,
      phone: '',
    });
  });

  it.each([
    [{ ...ENV_OFFICE, name: '  ' }, 'name', 'Office name is required.'],
    [{ address: ENV_OFFICE.address, phone: '' }, 'name', 'Office name is required.'],
    [{ ...ENV_OFFICE, address: '' }, 'address', 'Office address is required.'],
    [{ ...ENV_OFFICE, name: 'x'.repeat(151) }, 'name', messages.fieldTooLong('Office name', 150)],
    [{ ...ENV_OFFICE, address: 'x'.repeat(301) }, 'address', messages.fieldTooLong('Office address', 300)],
    [{ ...ENV_OFFICE, phone: 'call the mayor' }, 'phone', settingsMessages.officePhoneInvalid],
    [{ ...ENV_OFFICE, phone: '123' }, 'phone', settingsMessages.officePhoneInvalid],
    [{ ...ENV_OFFICE, name: 'City\u202EHealth' }, 'name', messages.textNotAllowed],
  ])('answers 400 to %j with the field’s message and writes nothing', async (body, field, message) => {
    const res = await putOffice(body);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<ErrorJson>().error;
    expect(error.message).toBe(message);
    expect(error.fields?.[field]).toBe(message);
    expect(await settingsRows()).toEqual([]);
    expect(await officeEntries()).toEqual([]);
  });

  it('saves the office: one entry naming each changed field, and receipts print the saved values', async () => {
    const saved = {
      name: 'City Health Office – Calapan',
      address: ENV_OFFICE.address,
      phone: '(043) 288-1234',
    };
    const res = await putOffice({ ...saved, name: ` ${saved.name} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      message: settingsMessages.officeDetailsSaved,
      office: { ...saved, source: 'saved', savedAt: NOW.toISOString() },
      changed: ['name', 'phone'],
    });

    const entries = await officeEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.adminId).toBe(head.id);
    expect(entries[0]!.details).toEqual({
      changes: [
        { field: 'name', from: ENV_OFFICE.name, to: saved.name },
        { field: 'phone', from: '', to: saved.phone },
      ],
      description: `Changed the office details: Office name from '${ENV_OFFICE.name}' to '${saved.name}'; Contact number from '(none)' to '${saved.phone}'`,
    });

    expect(json(await getSettings(head.cookie)).office).toEqual({
      ...saved,
      source: 'saved',
      savedAt: NOW.toISOString(),
    });
    expect(await receiptOffice()).toMatchObject({
      officeName: saved.name,
      address: saved.address,
      phone: saved.phone,
    });
    const [row] = await settingsRows();
    expect(row).toMatchObject({ officeSavedBy: head.id, officeName: saved.name });

    // Saved again unchanged: no entry. Then the phone cleared: one more entry, that field alone.
    const again = await putOffice(saved);
    expect(json(again)).toMatchObject({ message: settingsMessages.officeDetailsUnchanged, changed: [] });
    expect(await officeEntries()).toHaveLength(1);
    const cleared = await putOffice({ ...saved, phone: '' });
    expect(json(cleared).changed).toEqual(['phone']);
    const after = await officeEntries();
    expect(after).toHaveLength(2);
    expect(after.map((entry) => entry.details.changes)).toContainEqual([
      { field: 'phone', from: saved.phone, to: '' },
    ]);
    expect(await receiptOffice()).toMatchObject({ officeName: saved.name, phone: '' });
  });
});

/**
 * DECISIONS 54: the public address. PUBLIC_URL wins when set; otherwise the address a head admin
 * confirmed (first-run setup or Settings) goes into QR codes and mail links from then on.
 */
describe.each(backends)('public address and first-run setup on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  let head: TestAdmin;
  beforeAll(async () => {
    head = await t.headAdmin();
  });
  const LAN = 'http://192.168.1.20:3000';

  const status = async (cookie: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/public-address',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res);
  };
  const setup = (payload: unknown, cookie = head.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/settings/setup',
      payload: payload as never,
      headers: { cookie },
    });
  const qrPayload = async () =>
    json(
      await t.app.inject({
        method: 'POST',
        url: '/api/members/reference-number',
        headers: { cookie: head.cookie },
      }),
    ).qrPayload as string;
  const addressEntries = () =>
    t.app.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'settings.public_address_confirmed'));

  it('starts unconfirmed on localhost: every admin may read that, the setup is pending', async () => {
    const clerk = await t.approvedAdmin();
    expect(await status(clerk.cookie)).toEqual({
      publicAddress: {
        address: 'http://localhost:3000',
        source: 'fallback',
        confirmed: false,
        localOnly: true,
      },
      setupPending: true,
    });
    expect(await qrPayload()).toMatch(/^http:\/\/localhost:3000\/scan\?ref=/);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public-address' })).statusCode).toBe(401);
  });

  it('refuses the setup to another admin (403) and a malformed address (400), writing nothing', async () => {
    const clerk = await t.approvedAdmin();
    const office = { name: 'City Health Office', address: 'City Hall', phone: '' };
    const forbidden = await setup({ office, address: LAN }, clerk.cookie);
    expect(forbidden.statusCode).toBe(403);
    for (const address of ['192.168.1.20:3000', 'http://192.168.1.20:3000/admin', 'ftp://x.example']) {
      const res = await setup({ office, address });
      expect(res.statusCode, address).toBe(400);
      expect(res.json<ErrorJson>().error.fields?.address).toBe(settingsMessages.publicAddressInvalid);
    }
    const missing = await setup({ office });
    expect(missing.statusCode).toBe(400);
    expect(await settingsRows(t)).toEqual([]);
  });

  it('completes the setup: office and address saved, one entry each, QR codes use the address', async () => {
    const res = await setup({
      office: { name: 'City Health Office', address: 'City Hall Complex, Calapan City', phone: '288-1234' },
      address: `${LAN}/`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      publicAddress: { address: LAN, source: 'saved', confirmed: true, localOnly: false },
      setupPending: false,
      office: { source: 'saved', phone: '288-1234' },
    });
    const entries = await addressEntries();
    expect(entries.map((e) => [e.adminId, e.details.address, e.details.previous])).toEqual([
      [head.id, LAN, null],
    ]);
    expect(await qrPayload()).toMatch(new RegExp(`^${LAN}/scan\\?ref=`));
    expect((await status(head.cookie)).setupPending).toBe(false);

    // Confirmed again unchanged: no entry; another address: one entry naming the one before.
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/public-address',
      payload: { address: LAN },
      headers: { cookie: head.cookie },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await addressEntries()).toHaveLength(1);
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/public-address',
      payload: { address: 'https://portal.calapan.gov.ph' },
      headers: { cookie: head.cookie },
    });
    expect(json(moved).publicAddress.address).toBe('https://portal.calapan.gov.ph');
    expect((await addressEntries()).map((e) => e.details.previous)).toContain(LAN);
    expect(await qrPayload()).toMatch(/^https:\/\/portal\.calapan\.gov\.ph\/scan\?ref=/);
  });

  it('accepts a write whose Origin is the host it was sent to (a LAN address); refuses any other origin', async () => {
    const clerk = await t.approvedAdmin();
    const member = await insertMember(t.app.ctx.db);
    const archive = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/members/${member.id}/archive`,
        headers: { cookie: clerk.cookie, ...headers },
      });
    const restore = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/members/${member.id}/restore`,
        headers: { cookie: clerk.cookie, ...headers },
      });
    for (const [host, origin] of [
      ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
      ['127.0.0.2:4173', 'http://127.0.0.2:4173'],
      ['portal-pc:3000', 'http://PORTAL-PC:3000'],
    ] as const) {
      expect((await archive({ host, origin })).statusCode, origin).toBe(200);
      expect((await restore({ host, referer: `${origin}/admin/member/${member.id}` })).statusCode).toBe(200);
    }
    for (const [host, origin] of [
      ['192.168.1.20:3000', 'http://192.168.1.21:3000'],
      ['192.168.1.20:3000', 'http://192.168.1.20:3001'],
      ['192.168.1.20:3000', 'https://192.168.1.20:3000'],
      ['192.168.1.20:3000', 'https://evil.example'],
      ['192.168.1.20:3000', 'null'],
    ] as const) {
      const res = await archive({ host, origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json<ErrorJson>().error.code).toBe('CROSS_SITE_REQUEST');
    }
    // A sign-in from the LAN address works; posted from another site it does not.
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        headers,
        payload: { login: clerk.username, password: clerk.password },
        remoteAddress: '10.251.0.1',
      });
    expect((await signIn({ host: '127.0.0.2:4173', origin: 'http://127.0.0.2:4173' })).statusCode).toBe(200);
    expect((await signIn({ host: '127.0.0.2:4173', origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});

describe.each(backends)('PUBLIC_URL set on $name', (backend) => {
  const t = useTestApp(backend, {
    now: () => NOW,
    config: { publicUrl: 'https://portal.calapan.gov.ph', publicUrlFromEnvironment: true },
  });
  it('wins: no setup, confirmed, and the address cannot be changed on Settings (409)', async () => {
    const head = await t.headAdmin();
    const settings = json(
      await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: head.cookie } }),
    );
    expect(settings.setupPending).toBe(false);
    expect(settings.publicAddress).toEqual({
      address: 'https://portal.calapan.gov.ph',
      source: 'environment',
      confirmed: true,
      localOnly: false,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/public-address',
      payload: { address: 'http://192.168.1.20:3000' },
      headers: { cookie: head.cookie, origin: 'https://portal.calapan.gov.ph' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorJson>().error.message).toBe(settingsMessages.publicAddressSetByEnvironment);
  });
});

const settingsRows = (t: { app: { ctx: { db: import('../src/db/index.ts').Db } } }) =>
  t.app.ctx.db.select().from(portalSettings);
