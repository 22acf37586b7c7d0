import { type ErrorResponse, messages } from '@portal/domain';

/** The server's error body: `{ error: { code, message, fields? } }` (the domain's errorResponseSchema). */
export type ApiErrorBody = ErrorResponse['error'];

/** A failed call, carrying the server's own code and message so pages can show them verbatim. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any failure: the server's when it sent one, else the generic one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : messages.genericError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    // FormData (file uploads) goes as multipart: the browser sets the Content-Type with its boundary.
    const multipart = body instanceof FormData;
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers:
        body === undefined || multipart
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
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
    throw new ApiError(response.status, {
      code: error?.code ?? `HTTP_${response.status}`,
      message: error?.message ?? messages.genericError,
      ...(error?.fields ? { fields: error.fields } : {}),
    });
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
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
