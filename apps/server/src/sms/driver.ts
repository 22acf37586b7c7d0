/** One SMS as the outbox hands it to a driver: `id` is the outbox row's (the same on every attempt). */
export type SmsMessage = { id: string; to: string; text: string };

/** What the gateway answered when it took the message. */
export type SmsAccepted = { providerMessageId: string | null };

export interface SmsDriver {
  /** Resolves once the gateway accepted the message; throws a `DeliveryError` when it did not. */
  send(message: SmsMessage): Promise<SmsAccepted>;
  /** For the start-up log, e.g. `Semaphore https://api.semaphore.co/…` (never a key). */
  readonly description: string;
}

/**
 * A failed attempt. `permanent`: the gateway refused this message (a number it cannot send to, a
 * message it will not take) and another attempt would be refused the same; otherwise (a 5xx, a
 * timeout, no connection, a throttle) the outbox tries again later.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** How long one call to a gateway may take, connection to last byte of the answer. */
export const SMS_TIMEOUT_MS = 10_000;

/**
 * A gateway's HTTP status: 2xx taken; 408 (timeout), 429 (throttled), 401/403 (the key or the
 * account: fixed by the office, not by the message) and 5xx are tried again; any other 4xx refused
 * this message for good.
 */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 409, 425, 429].includes(status);
}

/** An answer's body for the outbox's `last_error`: one line, bounded. */
export function answerText(status: number, body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return `HTTP ${status}${flat ? `: ${flat.slice(0, 500)}` : ''}`;
}

/** fetch's own failures (no connection, timeout, aborted) as a retryable DeliveryError. */
export function networkFailure(error: unknown, gateway: string, timeoutMs: number): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
    return new DeliveryError(`${gateway} did not answer within ${timeoutMs / 1000} s`, false);
  }
  const cause = e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(error);
  return new DeliveryError(`${gateway} could not be reached (${cause})`, false);
}
