import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox.ts';
import { createSmtpMailer } from './smtp.ts';

export type { Mailer, MailMessage } from './mailer.ts';
export { linksIn } from './mailer.ts';

export function outboxFolder(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

/** SMTP_URL set: the relay; otherwise the outbox folder under DATA_DIR. */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: (line: string) => void,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(outboxFolder(config), config.mailFrom, log);
}
