import {
  answerText,
  DeliveryError,
  isPermanentStatus,
  networkFailure,
  SMS_TIMEOUT_MS,
  type SmsAccepted,
  type SmsDriver,
  type SmsMessage,
} from './driver.ts';

/** Semaphore's messages API (https://semaphore.co/docs), the gateway most Philippine LGUs use. */
export const SEMAPHORE_MESSAGES_URL = 'https://api.semaphore.co/api/v4/messages';

export type SemaphoreOptions = {
  apiKey: string;
  /** The approved sender name; null: the account's default (SEMAPHORE). */
  senderName: string | null;
  /** SMS_URL; null: Semaphore's own address. */
  url: string | null;
  timeoutMs?: number;
};

/** Semaphore's statuses of a message it did not take. */
const REFUSED_STATUSES = new Set(['failed', 'refunded']);

/**
 * POSTs the form fields apikey, number (639XXXXXXXXX), message and sendername. Semaphore answers a
 * JSON array with one record per number ({ message_id, status: 'Queued' | 'Pending' | 'Sent' | … });
 * a validation problem comes back as an object of field messages instead (e.g. an invalid number),
 * which is a refusal of this message. Semaphore has no idempotency key: a message whose answer was
 * lost to a crash of the portal after Semaphore took it is sent again (ARCHITECTURE.md, Outbox).
 */
export function createSemaphoreDriver(options: SemaphoreOptions): SmsDriver {
  const url = options.url ?? SEMAPHORE_MESSAGES_URL;
  const timeoutMs = options.timeoutMs ?? SMS_TIMEOUT_MS;
  return {
    description: `Semaphore ${url}`,
    async send(message: SmsMessage): Promise<SmsAccepted> {
      const form = new URLSearchParams({
        apikey: options.apiKey,
        number: message.to.replace(/^\+/, ''),
        message: message.text,
      });
      if (options.senderName) form.set('sendername', options.senderName);
      let status: number;
      let body: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        throw networkFailure(error, 'Semaphore', timeoutMs);
      }
      if (status < 200 || status >= 300) {
        throw new DeliveryError(answerText(status, body), isPermanentStatus(status));
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        // A 2xx that is not JSON: a proxy's page, not Semaphore's answer. Try again later.
        throw new DeliveryError(answerText(status, body), false);
      }
      const record = Array.isArray(parsed) ? (parsed[0] as Record<string, unknown> | undefined) : undefined;
      if (!record || record.message_id === undefined) {
        // Semaphore's validation errors: { "number": ["The number format is invalid."] }.
        throw new DeliveryError(answerText(status, body), true);
      }
      if (REFUSED_STATUSES.has(String(record.status ?? '').toLowerCase())) {
        throw new DeliveryError(answerText(status, body), true);
      }
      return { providerMessageId: String(record.message_id) };
    },
  };
}
