import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { DEFAULT_SMS, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/index.ts';
import { outboxMessages } from '../src/db/schema/index.ts';
import { enqueueMail, enqueueSms, NotAnSmsNumberError } from '../src/outbox/index.ts';
import { nextAttemptAt, retryDelayMs, smsWindowOpen } from '../src/outbox/schedule.ts';
import { createSmsDriver, philippineMobile, type SmsDriver } from '../src/sms/index.ts';
import { createSemaphoreDriver } from '../src/sms/semaphore.ts';
import { createWebhookDriver, webhookSignature } from '../src/sms/webhook.ts';
import { StandInGateway } from './sms-gateway.ts';
import { backends, registrationBody, testConfig } from './support.ts';

/** 10:00 on a Monday in Manila (02:00 UTC). */
const MORNING = new Date('2026-03-16T02:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A real SMTP listener that can be down (nothing listening) and come up on the same port. */
class SmtpListener {
  readonly received: { to: string; data: string }[] = [];
  port = 0;
  private server: SMTPServer | null = null;

  async reservePort(): Promise<void> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    this.port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          for (const to of session.envelope.rcptTo) this.received.push({ to: to.address, data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string) {
    return this.received.filter((m) => m.to === address);
  }
}

describe.each(backends)('outbox on $name', (backend) => {
  const gateway = new StandInGateway();
  const smtp = new SmtpListener();
  let clock = MORNING;
  let database: Database;
  let app: App;
  let dataDir: string;

  const semaphore = (): SmsDriver =>
    createSemaphoreDriver({
      apiKey: 'test-key',
      senderName: 'CALAPANCHO',
      url: gateway.url,
      timeoutMs: 1500,
    });

  async function serverOn(db: Database, options: { rate?: number; sms?: SmsDriver } = {}): Promise<App> {
    const server = await buildApp(
      testConfig({
        dataDir,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        sms: { ...DEFAULT_SMS, ratePerMinute: options.rate ?? 1000 },
      }),
      { database: db, sms: options.sms ?? semaphore(), now: () => clock, jobs: [], logger: false },
    );
    await server.ready();
    return server;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-outbox-'));
    await gateway.start();
    await smtp.reservePort();
    database = await backend.open();
    app = await serverOn(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await gateway.stop();
    await smtp.down();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    clock = MORNING;
    gateway.reset();
    await app.ctx.outbox.settled();
    await database.db.delete(outboxMessages);
  });

  const rows = () => database.db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);
  const rowOf = async (id: string) =>
    (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
  const pass = () => app.ctx.outbox.runPass();
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const sms = async (to = '0917 123 4567', text = 'Your membership expires in 30 days.', key?: string) =>
    (await enqueueSms(database.db, { to, text, kind: 'test', dedupeKey: key }, clock))!;

  it('registers while SMTP is down; the verification mail goes once when the relay is up', async () => {
    await smtp.down();
    const body = registrationBody();
    const email = body.email.toLowerCase();
    const res = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    expect(res.statusCode).toBe(201);
    await app.ctx.outbox.settled();
    const [queued] = await rows();
    expect(queued).toMatchObject({
      channel: 'email',
      recipient: email,
      kind: 'verification',
      status: 'queued',
      attempts: 1,
    });
    expect(queued!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(queued!.nextAttemptAt.getTime()).toBe(MORNING.getTime() + 30_000);

    await smtp.up();
    // Not due yet: the backoff holds it.
    expect((await pass()).sent).toBe(0);
    advance(30_000);
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(await pass()).toMatchObject({ sent: 0 });
    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatch(/^Subject: .*Verify.your.email/m);
    expect(mails[0]!.data).toContain(`Message-ID: <${queued!.id}@localhost>`);
    expect(await rowOf(queued!.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('sends a mail within a second when the relay is up (the nudge after the commit)', async () => {
    await smtp.up();
    const body = registrationBody();
    const res = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    expect(res.statusCode).toBe(201);
    const deadline = Date.now() + 2000;
    while (smtp.to(body.email.toLowerCase()).length === 0) {
      if (Date.now() > deadline) throw new Error('the verification mail did not go within 2 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // The relay has the mail; the row turns `sent` once the relay's acceptance reaches the sender.
    while ((await rows())[0]?.status === 'sending' && Date.now() < deadline + 2000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends an SMS once through the Semaphore API, normalized to +639XXXXXXXXX', async () => {
    const id = await sms('0917 123 4567', 'Hello from the program', 'once:1');
    expect(
      await enqueueSms(
        database.db,
        { to: '+639171234567', text: 'again', kind: 'test', dedupeKey: 'once:1' },
        clock,
      ),
    ).toBeNull();
    expect(await pass()).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    expect(await pass()).toMatchObject({ sent: 0 });
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]!.fields).toEqual({
      apikey: 'test-key',
      number: '639171234567',
      message: 'Hello from the program',
      sendername: 'CALAPANCHO',
    });
    expect(await rowOf(id)).toMatchObject({
      recipient: '+639171234567',
      status: 'sent',
      attempts: 1,
      providerMessageId: '1000',
      sentAt: MORNING,
    });
  });

  it('holds an SMS outside 08:00–20:00 Manila until 08:00', async () => {
    clock = new Date('2026-03-16T12:30:00Z'); // 20:30 in Manila
    const id = await sms();
    expect(await pass()).toMatchObject({ sent: 0 });
    clock = new Date('2026-03-16T23:59:00Z'); // 07:59 the next day
    expect(await pass()).toMatchObject({ sent: 0 });
    expect(gateway.requests).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 0 });
    clock = new Date('2026-03-17T00:00:00Z'); // 08:00
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(gateway.accepted()).toHaveLength(1);
  });

  it('retries a 500 and a timeout with backoff, then sends once', async () => {
    gateway.queue.push('error', 'silent', 'down');
    const id = await sms();
    expect(await pass()).toMatchObject({ retried: 1 });
    let row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'HTTP 500: Internal Server Error',
    });
    expect(row.nextAttemptAt).toEqual(new Date(MORNING.getTime() + 30_000));
    // Not before its time.
    advance(29_000);
    expect(await pass()).toMatchObject({ sent: 0, retried: 0 });
    advance(1000);
    expect(await pass()).toMatchObject({ retried: 1 });
    row = await rowOf(id);
    expect(row.lastError).toBe('Semaphore did not answer within 1.5 s');
    expect(row.nextAttemptAt).toEqual(new Date(clock.getTime() + 60_000));
    advance(60_000);
    expect(await pass()).toMatchObject({ retried: 1 });
    expect((await rowOf(id)).lastError).toMatch(/^Semaphore could not be reached/);
    advance(120_000);
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(gateway.requests).toHaveLength(4);
    expect(gateway.accepted()).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
  });

  it('fails a refused number at once with the gateway’s reason, never again', async () => {
    gateway.mode = 'refuse';
    const id = await sms();
    expect(await pass()).toMatchObject({ failed: 1, retried: 0 });
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'HTTP 200: {"number":["The number format is invalid."]}',
    });
    advance(2 * HOUR);
    gateway.mode = 'ok';
    await pass();
    expect(gateway.requests).toHaveLength(1);
  });

  it('fails after 24 hours of 5xx with the last answer', async () => {
    gateway.mode = 'error';
    const id = await sms();
    // Step to each retry (or an hour on: SMS wait out the night), as the periodic job would.
    for (let i = 0; i < 100 && (await rowOf(id)).status === 'queued'; i += 1) {
      const next = (await rowOf(id)).nextAttemptAt;
      clock = new Date(Math.max(next.getTime(), clock.getTime() + 30 * MINUTE));
      await pass();
    }
    const row = await rowOf(id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toBe('Not sent within 24 hours; last answer: HTTP 500: Internal Server Error');
    expect(row.attempts).toBeGreaterThanOrEqual(10);
    expect(row.attempts).toBe(gateway.requests.length);
  });

  it('keeps to SMS_RATE_PER_MINUTE', async () => {
    const slow = await serverOn(database, { rate: 3 });
    try {
      for (let i = 0; i < 5; i += 1) await sms('09171234567', `message ${i}`);
      expect(await slow.ctx.outbox.runPass()).toMatchObject({ sent: 3 });
      advance(59_000);
      expect(await slow.ctx.outbox.runPass()).toMatchObject({ sent: 0 });
      advance(2000);
      expect(await slow.ctx.outbox.runPass()).toMatchObject({ sent: 2 });
      expect(
        gateway
          .accepted()
          .map((r) => r.fields.message)
          .sort(),
      ).toEqual([0, 1, 2, 3, 4].map((i) => `message ${i}`));
    } finally {
      await slow.close();
    }
  });

  it('never sends a row twice when passes run at once on two servers', async () => {
    await smtp.up();
    const other = await openDatabase(database.connection);
    const second = await serverOn(other);
    try {
      gateway.delayMs = 5;
      const ids: string[] = [];
      for (let i = 0; i < 40; i += 1) ids.push(await sms('09171234567', `parallel ${i}`));
      const mails: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const to = `parallel${i}@example.org`;
        mails.push(to);
        await enqueueMail(
          database.db,
          { to, subject: `Parallel ${i}`, text: 'x', html: '<p>x</p>' },
          { kind: 'test' },
          clock,
        );
      }
      const reports = await Promise.all([
        app.ctx.outbox.runPass(),
        app.ctx.outbox.runPass(),
        second.ctx.outbox.runPass(),
        second.ctx.outbox.runPass(),
      ]);
      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(50);
      expect(reports.reduce((sum, r) => sum + r.retried + r.failed, 0)).toBe(0);
      const messages = gateway.requests.map((r) => r.fields.message).sort();
      expect(messages).toEqual(ids.map((_, i) => `parallel ${i}`).sort());
      for (const to of mails) expect(smtp.to(to)).toHaveLength(1);
      expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await second.close();
      await other.close();
    }
  });

  it('delivers everything once after the gateway was down for an hour', async () => {
    gateway.mode = 'down';
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await sms('09171234567', `outage ${i}`));
    for (let elapsed = 0; elapsed <= HOUR; elapsed += 5 * MINUTE) {
      await pass();
      advance(5 * MINUTE);
    }
    expect(gateway.accepted()).toHaveLength(0);
    expect(gateway.requests.length).toBeGreaterThanOrEqual(5 * 5);
    for (const id of ids) expect((await rowOf(id)).status).toBe('queued');
    gateway.mode = 'ok';
    advance(HOUR);
    expect(await pass()).toMatchObject({ sent: 5 });
    advance(HOUR);
    expect(await pass()).toMatchObject({ sent: 0 });
    expect(
      gateway
        .accepted()
        .map((r) => r.fields.message)
        .sort(),
    ).toEqual(ids.map((_, i) => `outage ${i}`));
    for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
  });

  it('sends again, once its lease ran out, a row a dead server left sending', async () => {
    const id = await sms();
    await database.db
      .update(outboxMessages)
      .set({
        status: 'sending',
        attempts: 1,
        leaseUntil: new Date(clock.getTime() + 2 * MINUTE),
        leaseToken: id,
      })
      .where(eq(outboxMessages.id, id));
    // Its lease still runs: another server's send may be under way.
    expect(await pass()).toMatchObject({ recovered: 0, sent: 0 });
    expect(gateway.requests).toHaveLength(0);
    advance(2 * MINUTE);
    expect(await pass()).toMatchObject({ recovered: 1, sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, leaseToken: null, lastError: null });
    expect(gateway.accepted()).toHaveLength(1);
  });

  it('sends again under the same id a row a dead server left sending through the signed webhook', async () => {
    const secret = 'webhook-secret-0123456789';
    const hook = await serverOn(database, {
      sms: createWebhookDriver({ url: `http://127.0.0.1:${gateway.port}/hook`, secret, timeoutMs: 1500 }),
    });
    try {
      const id = await sms('+63 917 765 4321', 'Webhook');
      await database.db
        .update(outboxMessages)
        .set({ status: 'sending', attempts: 1, leaseUntil: clock, leaseToken: id })
        .where(eq(outboxMessages.id, id));
      expect(await hook.ctx.outbox.runPass()).toMatchObject({ recovered: 1, sent: 1 });
      const [request] = gateway.requests;
      expect(request!.fields).toMatchObject({ id, to: '+639177654321', message: 'Webhook' });
      expect(request!.headers['idempotency-key']).toBe(id);
      expect(request!.headers['x-portal-signature']).toBe(webhookSignature(secret, request!.raw));
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await hook.close();
    }
  });
});

describe('SMS drivers and settings', () => {
  it('normalizes Philippine mobile numbers and refuses others', () => {
    for (const text of ['09171234567', '0917 123 4567', '+63 917-123-4567', '639171234567', '9171234567']) {
      expect(philippineMobile(text)).toBe('+639171234567');
    }
    for (const text of ['(02) 8234 5678', '0917123456', '+1 202 555 0100', 'call me', '']) {
      expect(philippineMobile(text)).toBeNull();
    }
  });

  it('refuses to queue an SMS to a number that cannot receive one', async () => {
    await expect(
      enqueueSms(undefined as never, { to: '(02) 8234 5678', text: 'x', kind: 'test' }, new Date()),
    ).rejects.toBeInstanceOf(NotAnSmsNumberError);
  });

  it('backs off 30 s, 1 min, 2 min … at most an hour, and gives up after 24 hours', () => {
    expect([1, 2, 3, 4, 8, 9, 30].map(retryDelayMs)).toEqual([
      30_000,
      60_000,
      120_000,
      240_000,
      HOUR,
      HOUR,
      HOUR,
    ]);
    expect(nextAttemptAt(MORNING, 1, MORNING)).toEqual(new Date(MORNING.getTime() + 30_000));
    expect(nextAttemptAt(MORNING, 30, new Date(MORNING.getTime() + 23.5 * HOUR))).toBeNull();
  });

  it('opens the SMS window from 08:00 to 20:00 Asia/Manila', () => {
    const at = (utc: string) => smsWindowOpen('Asia/Manila', new Date(utc));
    expect(at('2026-03-15T23:59:59Z')).toBe(false); // 07:59:59
    expect(at('2026-03-16T00:00:00Z')).toBe(true); // 08:00
    expect(at('2026-03-16T11:59:59Z')).toBe(true); // 19:59:59
    expect(at('2026-03-16T12:00:00Z')).toBe(false); // 20:00
  });

  it('reads SMS_* and picks the driver', () => {
    const base = { DATA_DIR: tmpdir(), AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).sms).toEqual(DEFAULT_SMS);
    expect(
      loadConfig({
        ...base,
        SMS_PROVIDER: 'semaphore',
        SMS_API_KEY: 'k',
        SMS_SENDER_NAME: 'CALAPAN',
        SMS_RATE_PER_MINUTE: '30',
      }).sms,
    ).toEqual({
      ...DEFAULT_SMS,
      provider: 'semaphore',
      apiKey: 'k',
      senderName: 'CALAPAN',
      ratePerMinute: 30,
    });
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'semaphore' })).toThrow(/SMS_API_KEY: required/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'webhook' })).toThrow(
      /SMS_URL: required[\s\S]*SMS_WEBHOOK_SECRET: required/,
    );
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ ...base, SMS_RATE_PER_MINUTE: '0' })).toThrow(/SMS_RATE_PER_MINUTE/);
    const semaphoreConfig = loadConfig({ ...base, SMS_PROVIDER: 'semaphore', SMS_API_KEY: 'k' });
    expect(createSmsDriver(semaphoreConfig, () => undefined).description).toBe(
      'Semaphore https://api.semaphore.co/api/v4/messages',
    );
    const hook = loadConfig({
      ...base,
      SMS_PROVIDER: 'webhook',
      SMS_URL: 'https://sms.example.org/send',
      SMS_WEBHOOK_SECRET: 's'.repeat(16),
    });
    expect(createSmsDriver(hook, () => undefined).description).toBe('webhook https://sms.example.org');
  });

  it('writes SMS to DATA_DIR/outbox/sms and the log without a provider', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-sms-'));
    try {
      const lines: string[] = [];
      const driver = createSmsDriver({ dataDir }, (line) => lines.push(line));
      const message = { id: '7f1e0c8a-0000-4000-8000-000000000001', to: '+639171234567', text: 'Hello' };
      await driver.send(message);
      await driver.send(message);
      const folder = path.join(dataDir, 'outbox', 'sms');
      expect(readdirSync(folder)).toEqual([`${message.id}.txt`]);
      expect(readFileSync(path.join(folder, `${message.id}.txt`), 'utf8')).toBe(
        'To: +639171234567\n\nHello\n',
      );
      expect(lines).toEqual(['SMS to +639171234567: Hello', 'SMS to +639171234567: Hello']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// The column list the sender relies on exists as migrated (and the check on `sending` rows holds).
describe.each(backends)('outbox table on $name', (backend) => {
  it('refuses a sending row without a lease', async () => {
    const database = await backend.open();
    try {
      await expect(
        database.db.execute(
          sql`insert into outbox_messages (channel, recipient, body, kind, status) values ('sms', '+639171234567', 'x', 'test', 'sending')`,
        ),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
