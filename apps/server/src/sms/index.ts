import path from 'node:path';
import { type AppConfig, DEFAULT_SMS } from '../config.ts';
import type { SmsDriver } from './driver.ts';
import { createOutboxSmsDriver } from './outbox-folder.ts';
import { createSemaphoreDriver } from './semaphore.ts';
import { createWebhookDriver } from './webhook.ts';

export { philippineMobile } from '@portal/domain';
export type { SmsDriver } from './driver.ts';

export function smsOutboxFolder(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox', 'sms');
}

/** SMS_PROVIDER: semaphore, webhook, or (unset) the outbox folder under DATA_DIR. */
export function createSmsDriver(
  config: Pick<AppConfig, 'sms' | 'dataDir'>,
  log: (line: string) => void,
): SmsDriver {
  const sms = config.sms ?? DEFAULT_SMS;
  switch (sms.provider) {
    case 'semaphore':
      if (!sms.apiKey) throw new Error('SMS_PROVIDER=semaphore needs SMS_API_KEY');
      return createSemaphoreDriver({ apiKey: sms.apiKey, senderName: sms.senderName, url: sms.url });
    case 'webhook':
      if (!sms.url || !sms.webhookSecret) {
        throw new Error('SMS_PROVIDER=webhook needs SMS_URL and SMS_WEBHOOK_SECRET');
      }
      return createWebhookDriver({ url: sms.url, secret: sms.webhookSecret });
    case 'outbox':
      return createOutboxSmsDriver(smsOutboxFolder(config), log);
  }
}
