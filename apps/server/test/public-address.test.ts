/**
 * The confirmed public address (issue 24 item 1, DECISIONS 54) beyond Settings itself: QR codes
 * stored while it was unconfirmed (or another) are made again for it (job refresh-qr-codes), and
 * better-auth's own links (the reset mail, the verification mail sent at sign-in) use it when
 * PUBLIC_URL is not set.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, pendingFiles } from '../src/db/schema/index.ts';
import { memberQrPng } from '../src/features/members/images.ts';
import { refreshQrCodes, refreshQrCodesJob } from '../src/features/members/refresh-qr-codes.ts';
import { filesUnder, patchMember, registeredMember } from './members-support.ts';
import { backends, pathOf, registrationBody, type TestAdmin, type TestApp, useTestApp } from './support.ts';

const LAN = 'http://127.0.0.2:4173';
const CITY = 'https://portal.calapan.gov.ph';

async function registerMember(t: TestApp, admin: TestAdmin): Promise<string> {
  return (await registeredMember(t.app, admin.cookie)).id;
}

const qrRows = (t: TestApp, ids: string[]) =>
  t.app.ctx.db
    .select({
      id: members.id,
      ref: members.referenceNumber,
      key: members.qrCodeKey,
      address: members.qrCodeAddress,
    })
    .from(members)
    .where(inArray(members.id, ids))
    .orderBy(members.id);

const deps = (t: TestApp) => ({ config: t.app.ctx.config, storage: t.app.ctx.storage, db: t.app.ctx.db });

async function confirmAddress(t: TestApp, head: TestAdmin, address: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/public-address',
    payload: { address },
    headers: { cookie: head.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe.each(backends)('the confirmed public address on $name', (backend) => {
  // The job is run by the tests themselves.
  const t = useTestApp(backend, { jobs: [] });
  let head: TestAdmin;
  beforeAll(async () => {
    head = await t.headAdmin();
  });
  const filesRoot = () => path.join(t.dataDir, 'files');

  /** Each row's stored file is the QR code of `address` for its reference number. */
  async function expectCodesOf(rows: Awaited<ReturnType<typeof qrRows>>, address: string) {
    for (const row of rows) {
      expect(row.address).toBe(address);
      const stored = readFileSync(path.join(filesRoot(), ...row.key!.split('/')));
      expect(stored.equals(await memberQrPng(address, row.ref)), row.ref).toBe(true);
    }
  }

  it('makes the stored QR codes again once the address is confirmed, then on each change, leaving no file behind', async () => {
    const ids = [await registerMember(t, head), await registerMember(t, head), await registerMember(t, head)];
    // One made before migration 0025: its address is unknown.
    await t.app.ctx.db.update(members).set({ qrCodeAddress: null }).where(eq(members.id, ids[2]!));
    const before = await qrRows(t, ids);
    expect(before).toHaveLength(3);
    expect(before.map((row) => row.address)).toEqual(
      before.map((row) => (row.id === ids[2] ? null : 'http://localhost:3000')),
    );
    const filesBefore = filesUnder(filesRoot()).length;

    // Unconfirmed: nothing to do.
    expect(await refreshQrCodes(deps(t))).toEqual({ address: null, refreshed: 0, skipped: 0, done: true });
    expect(await qrRows(t, ids)).toEqual(before);

    await confirmAddress(t, head, LAN);
    // Small batches: the job's loop carries on until done.
    const first = await refreshQrCodes(deps(t), 2);
    expect(first).toMatchObject({ address: LAN, refreshed: 2, done: false });
    expect(await refreshQrCodes(deps(t), 2)).toMatchObject({ address: LAN, refreshed: 1, done: true });
    const after = await qrRows(t, ids);
    await expectCodesOf(after, LAN);
    for (const [index, row] of after.entries()) expect(row.key).not.toBe(before[index]!.key);
    // The old files are gone, each member names one QR file, nothing is left pending.
    const files = filesUnder(filesRoot());
    expect(files).toHaveLength(filesBefore);
    for (const row of before) expect(files).not.toContain(path.join(...row.key!.split('/')));
    expect(await t.app.ctx.db.select().from(pendingFiles)).toEqual([]);
    expect(await refreshQrCodes(deps(t))).toEqual({ address: LAN, refreshed: 0, skipped: 0, done: true });

    // A member registered now gets the confirmed address at once.
    const fresh = await registerMember(t, head);
    expect((await qrRows(t, [fresh]))[0]!.address).toBe(LAN);

    // The address changes: the job makes every code again.
    await confirmAddress(t, head, CITY);
    await refreshQrCodesJob.run({ tx: undefined as never, app: t.app.ctx, log: t.app.log });
    await expectCodesOf(await qrRows(t, [...ids, fresh]), CITY);
    expect(filesUnder(filesRoot())).toHaveLength(filesBefore + 3);
    expect(await t.app.ctx.db.select().from(pendingFiles)).toEqual([]);
  });

  it('leaves a code changed meanwhile to whoever changed it', async () => {
    const id = await registerMember(t, head);
    const [row] = await qrRows(t, [id]);
    // As if another change replaced the code between the job's read and its write.
    const storage = t.app.ctx.storage;
    const racing: typeof storage = Object.assign(Object.create(storage), {
      put: async (key: string, body: Parameters<typeof storage.put>[1], type: string) => {
        await storage.put(key, body, type);
        await t.app.ctx.db
          .update(members)
          .set({ qrCodeKey: 'members/qr_codes/1_changed.png' })
          .where(eq(members.id, id));
      },
    });
    await t.app.ctx.db.update(members).set({ qrCodeAddress: 'http://old.example' }).where(eq(members.id, id));
    const filesBefore = filesUnder(filesRoot()).length;
    const result = await refreshQrCodes({ ...deps(t), storage: racing });
    expect(result).toMatchObject({ refreshed: 0, skipped: 1 });
    expect(filesUnder(filesRoot())).toHaveLength(filesBefore);
    expect(await t.app.ctx.db.select().from(pendingFiles)).toEqual([]);
    await t.app.ctx.db
      .update(members)
      .set({ qrCodeKey: row!.key, qrCodeAddress: CITY })
      .where(eq(members.id, id));
  });

  it('gives a member without a QR code (imported) one for the address in use at its first update', async () => {
    await confirmAddress(t, head, LAN);
    const id = await registerMember(t, head);
    const [row] = await qrRows(t, [id]);
    // As an imported member: no QR code image yet.
    await t.app.ctx.db
      .update(members)
      .set({ qrCodeKey: null, qrCodeAddress: null })
      .where(eq(members.id, id));
    await t.app.ctx.storage.delete(row!.key!);
    const res = await patchMember(t.app, head.cookie, id, { houseStreet: '14 Rizal St.' });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await qrRows(t, [id]);
    expect(after!.key).toBeTruthy();
    await expectCodesOf([after!], LAN);
  });

  it('puts the confirmed address into the reset mail and the verification mail better-auth sends', async () => {
    await confirmAddress(t, head, LAN);
    const clerk = await t.approvedAdmin();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { email: clerk.email },
    });
    expect(reset.statusCode).toBe(200);
    await t.mail.waitFor(clerk.email, 'Reset your password');
    const link = t.mail.lastLink(clerk.email, 'Reset your password');
    expect(link).toMatch(
      new RegExp(
        `^${LAN}/api/auth/reset-password/[^?]+\\?callbackURL=${encodeURIComponent(`${LAN}/reset-password`)}$`,
      ),
    );
    // Followed from the LAN address, the link leads to the reset page there.
    const followed = await t.app.inject({
      method: 'GET',
      url: pathOf(link),
      headers: { host: '127.0.0.2:4173' },
    });
    expect(followed.statusCode, followed.body).toBe(302);
    const target = new URL(String(followed.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${LAN}/reset-password`);
    expect(target.searchParams.get('token')).toBeTruthy();

    // An admin who has not verified their email signs in: better-auth mails a fresh link.
    const body = registrationBody();
    expect((await t.register(body)).statusCode).toBe(201);
    await t.mail.waitFor(body.email, 'Verify your email');
    const registered = t.mail.lastLink(body.email, 'Verify your email');
    expect(registered.startsWith(`${LAN}/api/auth/verify-email?token=`)).toBe(true);
    const verifyMails = () =>
      t.mail.sent.filter((m) => m.to === body.email && m.subject.startsWith('Verify your email')).length;
    expect(verifyMails()).toBe(1);
    const signIn = await t.signIn(body.username, body.password);
    expect(signIn.statusCode, signIn.body).toBe(403);
    // A second mail (its link may equal the first when made within the same second).
    const deadline = Date.now() + 5000;
    while (verifyMails() < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(verifyMails()).toBe(2);
    const again = t.mail.lastLink(body.email, 'Verify your email');
    expect(again.startsWith(`${LAN}/api/auth/verify-email?token=`)).toBe(true);
    const verified = await t.app.inject({ method: 'GET', url: pathOf(again) });
    expect(verified.statusCode).toBe(302);
  });
});

describe.each(backends)('the job running, on $name', (backend) => {
  const t = useTestApp(backend, { jobs: [refreshQrCodesJob] });
  it('makes the stored codes again right after the address is confirmed, not at the job’s next minute', async () => {
    const head = await t.headAdmin();
    const ids = [await registerMember(t, head), await registerMember(t, head)];
    expect((await qrRows(t, ids)).map((row) => row.address)).toEqual([
      'http://localhost:3000',
      'http://localhost:3000',
    ]);
    // The job ran at start-up with no address confirmed; its next run is a minute away.
    await confirmAddress(t, head, LAN);
    await expect
      .poll(async () => (await qrRows(t, ids)).map((row) => row.address), { timeout: 10_000, interval: 100 })
      .toEqual([LAN, LAN]);
  });
});

describe.each(backends)('PUBLIC_URL set, on $name', (backend) => {
  const t = useTestApp(backend, {
    jobs: [],
    config: { publicUrl: CITY, publicUrlFromEnvironment: true },
  });
  it('makes again the codes of another address, not those of unknown address (made for PUBLIC_URL)', async () => {
    const head = await t.headAdmin();
    const ids = [await registerMember(t, head), await registerMember(t, head)];
    await t.app.ctx.db.update(members).set({ qrCodeAddress: null }).where(eq(members.id, ids[0]!));
    await t.app.ctx.db.update(members).set({ qrCodeAddress: LAN }).where(eq(members.id, ids[1]!));
    const before = await qrRows(t, ids);
    expect(await refreshQrCodes(deps(t))).toMatchObject({ address: CITY, refreshed: 1, done: true });
    const after = await qrRows(t, ids);
    expect(after.find((row) => row.id === ids[0])).toEqual(before.find((row) => row.id === ids[0]));
    expect(after.find((row) => row.id === ids[1])).toMatchObject({ address: CITY });
  });
});
