import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/index.ts';
import { createSmtpMailer, SMTP_TIMEOUT_MS } from '../src/mail/smtp.ts';
import { verificationMail } from '../src/mail/templates.ts';

const message = verificationMail('ana@example.org', 'http://localhost:3000/api/auth/verify-email?token=abc');

describe('outbox mailer', () => {
  it('writes an .eml file and logs the recipient, subject and link', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-mail-'));
    try {
      const lines: string[] = [];
      const mailer = createMailer({ smtpUrl: null, mailFrom: 'Portal <p@example.org>', dataDir }, (l) =>
        lines.push(l),
      );
      await mailer.send(message);
      const files = readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
      expect(eml).toContain('To: ana@example.org');
      expect(eml).toContain('From: Portal <p@example.org>');
      expect(eml).toContain('Content-Type: text/html');
      expect(lines).toEqual([
        `Mail to ana@example.org: ${message.subject}\n  http://localhost:3000/api/auth/verify-email?token=abc`,
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SMTP mailer', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('hands the message to the relay named by SMTP_URL', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Portal <p@example.org>', dataDir: tmpdir() },
      () => undefined,
    );
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: ana@example.org');
    expect(received[0]).toContain('verify-email');
  });

  it('fails loudly when the relay is unreachable', async () => {
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'Portal <p@example.org>', dataDir: tmpdir() },
      () => undefined,
    );
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('SMTP timeouts', () => {
  it('uses 10 s connection, greeting and socket timeouts', () => {
    expect(SMTP_TIMEOUT_MS).toBe(10_000);
  });

  it('gives up on a relay that accepts the connection but never greets', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => {
      sockets.push(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Portal <p@example.org>', 300);
      const started = Date.now();
      await expect(mailer.send(message)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
