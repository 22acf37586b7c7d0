import { createHmac } from 'node:crypto';
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

const SIGNATURE_HEADER = 'x-portal-signature';

/** `sha256=<hex>`: HMAC-SHA256 of the exact body bytes with SMS_WEBHOOK_SECRET. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export type WebhookOptions = { url: string; secret: string; timeoutMs?: number; now?: () => Date };

/**
 * Any other gateway (SMS_PROVIDER=webhook): a JSON POST of `{ id, to, message, sentAt }` to SMS_URL,
 * signed in `X-Portal-Signature: sha256=<hex>` (the gateway recomputes it over the body it received)
 * and carrying `Idempotency-Key: <id>`, the same on every attempt of the message: the gateway is
 * expected to take one message per key, so a row sent again after a crash arrives once. A 2xx is
 * taken; its JSON `id` or `message_id`, if any, is kept as the provider's id.
 */
export function createWebhookDriver(options: WebhookOptions): SmsDriver {
  const timeoutMs = options.timeoutMs ?? SMS_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  return {
    description: `webhook ${new URL(options.url).origin}`,
    async send(message: SmsMessage): Promise<SmsAccepted> {
      const body = JSON.stringify({
        id: message.id,
        to: message.to,
        message: message.text,
        sentAt: now().toISOString(),
      });
      let status: number;
      let answer: string;
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': message.id,
            [SIGNATURE_HEADER]: webhookSignature(options.secret, body),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        answer = await response.text();
      } catch (error) {
        throw networkFailure(error, 'The SMS gateway', timeoutMs);
      }
      if (status < 200 || status >= 300) {
        throw new DeliveryError(answerText(status, answer), isPermanentStatus(status));
      }
      return { providerMessageId: providerIdOf(answer) };
    },
  };
}

function providerIdOf(answer: string): string | null {
  try {
    const parsed = JSON.parse(answer) as { id?: unknown; message_id?: unknown } | null;
    const id = parsed?.id ?? parsed?.message_id;
    return id === undefined || id === null ? null : String(id);
  } catch {
    return null;
  }
}
