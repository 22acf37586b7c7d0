import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsDriver, SmsMessage } from './driver.ts';

/**
 * No gateway (SMS_PROVIDER unset): each SMS becomes a text file `<outbox id>.txt` in `folder`
 * (DATA_DIR/outbox/sms) and a log line, as mail does without SMTP_URL. Writing the same message
 * again replaces its file.
 */
export function createOutboxSmsDriver(folder: string, log: (line: string) => void): SmsDriver {
  return {
    description: `outbox ${folder}`,
    async send(message: SmsMessage) {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${message.id}.txt`);
      const temporary = `${file}.tmp`;
      await writeFile(temporary, `To: ${message.to}\n\n${message.text}\n`);
      await rename(temporary, file);
      log(`SMS to ${message.to}: ${message.text}`);
      return { providerMessageId: null };
    },
  };
}
