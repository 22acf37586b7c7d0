import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/** Connection, greeting and socket timeouts, so a dead relay cannot hold a request (or a send) for minutes. */
export const SMTP_TIMEOUT_MS = 10_000;

/** Sends through the relay named by SMTP_URL, e.g. smtp://user:pass@mail.example.org:587. */
export function createSmtpMailer(smtpUrl: string, from: string, timeoutMs = SMTP_TIMEOUT_MS): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const safeUrl = new URL(smtpUrl);
  safeUrl.password = '';
  safeUrl.username = '';
  return {
    description: `SMTP ${safeUrl.host}`,
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}
