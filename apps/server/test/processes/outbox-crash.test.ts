/**
 * Issue 25: a real server process sending its outbox is killed with SIGKILL mid-send — the SMTP relay
 * has the message's DATA and has not answered it yet — then started again. Every registration's
 * verification mail reaches the relay exactly once: the interrupted one (which the relay never took)
 * is sent again once its lease (OUTBOX_LEASE_MS, shortened here) has run out, and none twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, sameOrigin, startServer } from './server-process.ts';

const SECRET = 'outbox-crash-secret-outbox-crash-secret-0123';
const REGISTRATIONS = 6;
/** The relay holds the DATA of this message (1-based) unanswered: the kill comes then. */
const HELD = 3;

/** A relay that takes messages, except that it can hold one message's DATA without answering it. */
class HoldingRelay {
  /** Message-ID and recipient of every message the relay answered 250. */
  readonly taken: { to: string; messageId: string }[] = [];
  holdAt: number | null = HELD;
  private count = 0;
  private held: ((error?: Error) => void) | null = null;
  private heldSignal!: () => void;
  readonly holding = new Promise<void>((resolve) => {
    this.heldSignal = resolve;
  });
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, session, callback) => {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        this.count += 1;
        if (this.count === this.holdAt) {
          this.held = callback;
          this.heldSignal();
          return;
        }
        const messageId = /^Message-ID: (.*)$/im.exec(data)?.[1]?.trim() ?? '';
        for (const to of session.envelope.rcptTo) this.taken.push({ to: to.address, messageId });
        callback();
      });
    },
  });

  /** The held message is dropped: its sender died before the relay answered, so it was never taken. */
  discardHeld(): void {
    this.holdAt = null;
    this.held?.(new Error('connection lost before the answer'));
    this.held = null;
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('the outbox across a kill -9', () => {
  it('loses no mail and sends none twice', { timeout: 180_000 }, async () => {
    const relay = new HoldingRelay();
    await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => relay.server.close(() => resolve())));
    const relayPort = (relay.server.server.address() as AddressInfo).port;

    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-outbox-crash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: SECRET,
      SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
      OUTBOX_LEASE_MS: '2000',
      ADMIN_REGISTRATIONS_PER_HOUR: '1000',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
    };
    const start = async () => {
      const server = await startServer({ port, env });
      cleanups.push(() => server.kill9());
      return server;
    };

    let server: ServerProcess = await start();
    const emails: string[] = [];
    for (let i = 0; i < REGISTRATIONS; i += 1) {
      const tag = `${Date.now().toString(36)}${i}`;
      const email = `admin.${tag}@example.org`;
      const res = await fetch(`${server.url}/api/account/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sameOrigin(publicUrl) },
        body: JSON.stringify({
          firstName: 'Maria',
          lastName: 'Santos',
          middleName: 'Reyes',
          dob: '1980-04-12',
          gender: 'female',
          civilStatus: 'single',
          contactNumber: '+63 917 123 4567',
          username: `user_${tag}`,
          email,
          password: 'Sup3r-secret',
          confirmPassword: 'Sup3r-secret',
          role: 'admin_assistant',
          consents: { terms: true, privacy: true, processing: true, professional: true, security: true },
        }),
      });
      expect(res.status).toBe(201);
      emails.push(email);
    }

    // Mid-send: the relay has the third mail's DATA and has not answered it.
    await relay.holding;
    await server.kill9();
    relay.discardHeld();
    server = await start();

    const deadline = Date.now() + 60_000;
    while (new Set(relay.taken.map((m) => m.to)).size < REGISTRATIONS && Date.now() < deadline) {
      await sleep(100);
    }
    // A little longer, so a second copy of anything would have come too.
    await sleep(3000);
    await server.stop();

    expect(relay.taken.map((m) => m.to).sort()).toEqual([...emails].sort());
    const ids = relay.taken.map((m) => m.messageId);
    expect(ids.every((id) => /^<[0-9a-f-]{36}@127\.0\.0\.1>$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(REGISTRATIONS);
  });
});
