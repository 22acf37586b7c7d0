import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/** Sends through the relay named by SMTP_URL, e.g. smtp://user:pass@mail.example.org:587. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
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
