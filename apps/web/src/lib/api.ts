import { type ErrorResponse, messages } from '@portal/domain';
import { waitForSignIn } from './auth/reauth.ts';
import { currentLanguage } from './i18n/language.ts';

/** The server's error body: `{ error: { code, message, fields? } }` (the domain's errorResponseSchema). */
export type ApiErrorBody = ErrorResponse['error'];

/** A failed call, carrying the server's own code and message so pages can show them verbatim. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** A 503's Retry-After in milliseconds (DECISIONS 50: the database is out of reach for a moment). */
  readonly retryAfterMs: number | null;

  constructor(status: number, body: ApiErrorBody, retryAfterMs: number | null = null) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.retryAfterMs = retryAfterMs;
  }
}

/** Retry-After in seconds as milliseconds (at most a minute), or null. */
function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : null;
}

/**
 * How long to wait before a retry: what the server asked (Retry-After of a 503), else 1 s, 2 s, 4 s …
 * up to 10 s.
 */
export const retryDelay = (failureCount: number, error: unknown): number =>
  (isApiError(error) && error.retryAfterMs) || Math.min(1000 * 2 ** failureCount, 10_000);

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any failure: the server's when it sent one, else the generic one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : messages.genericError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** Sent as `Idempotency-Key`: the server does the work of one key once and replays its answer. */
  idempotencyKey?: string;
  /** False for the calls of signing in and out: their 401 never waits for a new sign-in. */
  reauth?: boolean;
};

/**
 * A fresh Idempotency-Key: one per submit, reused by that submit's automatic retries. Over plain
 * http (not a secure context) browsers have no crypto.randomUUID, so a v4 UUID is made by hand.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Retry policy of a submit sent with an Idempotency-Key: when its answer was lost (no answer, or the
 * proxy found no server), up to twice; the server answers a repeat of the key without doing it again.
 */
export const retryLostAnswer = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && isApiError(error) && [0, 502, 503, 504].includes(error.status);

/**
 * One call. A 401 other than a refused sign-in means the session ended: while an admin page is open,
 * the call waits for the admin to sign in again over the page (auth/reauth.ts) and is sent once more;
 * when they give up, or no page can ask, the 401 stands.
 */
async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
  again = options.reauth !== false,
): Promise<T> {
  let response: Response;
  try {
    // FormData (file uploads) goes as multipart: the browser sets the Content-Type with its boundary.
    const multipart = body instanceof FormData;
    const headers: Record<string, string> =
      body === undefined || multipart
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    // The refusals' texts in the page's language (issue 26); a signed-in admin's saved choice comes first.
    headers['Accept-Language'] = currentLanguage();
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, { code: 'NETWORK_ERROR', message: messages.genericError });
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const error = (parsed as { error?: ApiErrorBody } | undefined)?.error;
    const signedIn =
      again && response.status === 401 && error?.code !== 'INVALID_CREDENTIALS' && waitForSignIn();
    if (
      signedIn &&
      (await signedIn.then(
        () => true,
        () => false,
      ))
    ) {
      return request<T>(method, path, body, options, false);
    }
    throw new ApiError(
      response.status,
      {
        code: error?.code ?? `HTTP_${response.status}`,
        message: error?.message ?? messages.genericError,
        ...(error?.fields ? { fields: error.fields } : {}),
      },
      response.status === 503 ? retryAfterOf(response) : null,
    );
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** A query string without the empty parameters. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== '' && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
