import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { linksIn, type Mailer, type MailMessage } from './mailer.ts';

type Log = (line: string) => void;

/** No SMTP relay: every message becomes an RFC 822 `.eml` file in `folder`, and the log shows its links. */
export function createOutboxMailer(folder: string, from: string, log: Log): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `outbox ${folder}`,
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = linksIn(message.text).map((link) => `\n  ${link}`);
      log(`Mail to ${message.to}: ${message.subject}${links.join('')}`);
    },
  };
}
