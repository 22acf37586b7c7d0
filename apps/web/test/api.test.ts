/**
 * The web app's one HTTP client (lib/api.ts) against a real HTTP server on this machine: the page's
 * origin is the server's (happy-dom's window, see vitest.config.ts), so calls go by relative path as
 * in the browser.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  api,
  errorMessage,
  newIdempotencyKey,
  queryString,
  retryDelay,
  retryLostAnswer,
} from '../src/lib/api.ts';
import { installReauthHandler } from '../src/lib/auth/reauth.ts';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const route = routes.get(`${request.method} ${request.url?.split('?')[0]}`);
      if (route) route(request, body, response);
      else json(response, 404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The page is served from this server: relative calls reach it, same origin.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/admin/dashboard`,
  );
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('calls and answers', () => {
  it('sends JSON with the Idempotency-Key when given and reads the answer', async () => {
    routes.set('POST /api/things', (_request, body, response) =>
      json(response, 201, { echo: JSON.parse(body) }),
    );
    const key = newIdempotencyKey();
    const answer = await api.post<{ echo: unknown }>('/api/things', { a: 1 }, { idempotencyKey: key });
    expect(answer).toEqual({ echo: { a: 1 } });
    const sent = seen.at(-1)!;
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['idempotency-key']).toBe(key);
  });

  it('a 204 answers nothing', async () => {
    routes.set('DELETE /api/things/1', (_request, _body, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });

  it('a refusal becomes an ApiError with the server’s code, message and fields', async () => {
    routes.set('PUT /api/members/1', (_request, _body, response) =>
      json(response, 400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Last Name is required.',
          fields: { lastName: 'Last Name is required.' },
        },
      }),
    );
    const error = await api.put('/api/members/1', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Last Name is required.',
      fields: { lastName: 'Last Name is required.' },
      retryAfterMs: null,
    });
    expect(errorMessage(error)).toBe('Last Name is required.');
  });

  it('a 503 carries its Retry-After (at most a minute), which the retry waits for', async () => {
    routes.set('GET /api/busy', (_request, _body, response) =>
      json(
        response,
        503,
        { error: { code: 'DATABASE_UNAVAILABLE', message: 'Busy.' } },
        { 'retry-after': '5' },
      ),
    );
    const error = await api.get('/api/busy').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, retryAfterMs: 5000 });
    expect(retryDelay(1, error)).toBe(5000);
    routes.set('GET /api/busy', (_request, _body, response) =>
      json(
        response,
        503,
        { error: { code: 'DATABASE_UNAVAILABLE', message: 'Busy.' } },
        { 'retry-after': '600' },
      ),
    );
    expect(await api.get('/api/busy').catch((e: unknown) => e)).toMatchObject({ retryAfterMs: 60_000 });
  });

  it('an answer that is not the server’s error body gets the generic message', async () => {
    routes.set('GET /api/broken', (_request, _body, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    });
    const error = await api.get('/api/broken').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: messages.genericError });
    expect(errorMessage(new Error('boom'))).toBe(messages.genericError);
  });
});

describe('a session that ended', () => {
  it('waits for the admin to sign in again over the page, then sends the call once more', async () => {
    let signedIn = false;
    routes.set('GET /api/members', (_request, _body, response) =>
      signedIn
        ? json(response, 200, { members: [] })
        : json(response, 401, { error: { code: 'UNAUTHORIZED', message: messages.notAuthenticated } }),
    );
    let asked = 0;
    const remove = installReauthHandler(async () => {
      asked += 1;
      signedIn = true;
    });
    try {
      await expect(api.get('/api/members')).resolves.toEqual({ members: [] });
      expect(asked).toBe(1);
    } finally {
      remove();
    }
  });

  it('a wrong password is never mistaken for an ended session; with no page to ask, the 401 stands', async () => {
    routes.set('POST /api/account/sign-in', (_request, _body, response) =>
      json(response, 401, { error: { code: 'INVALID_CREDENTIALS', message: messages.loginIncorrect } }),
    );
    let asked = 0;
    const remove = installReauthHandler(async () => {
      asked += 1;
    });
    await expect(api.post('/api/account/sign-in', {})).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(asked).toBe(0);
    remove();
    routes.set('GET /api/me', (_request, _body, response) =>
      json(response, 401, { error: { code: 'UNAUTHORIZED', message: messages.notAuthenticated } }),
    );
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 401 });
  });
});

describe('small pieces', () => {
  it('a query string leaves the empty parameters out', () => {
    expect(queryString({ search: 'dela cruz', page: 2, barangay: '', year: undefined })).toBe(
      '?search=dela+cruz&page=2',
    );
    expect(queryString({ search: '' })).toBe('');
  });

  it('Idempotency-Keys are v4 UUIDs, each new', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a submit whose answer was lost is retried twice at most; a refusal never', () => {
    const lost = new ApiError(0, { code: 'NETWORK_ERROR', message: '' });
    expect(retryLostAnswer(0, lost)).toBe(true);
    expect(retryLostAnswer(1, new ApiError(502, { code: 'HTTP_502', message: '' }))).toBe(true);
    expect(retryLostAnswer(2, lost)).toBe(false);
    expect(retryLostAnswer(0, new ApiError(400, { code: 'VALIDATION_ERROR', message: '' }))).toBe(false);
  });

  it('retries wait 1 s, 2 s, 4 s … up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 8].map((n) => retryDelay(n, new Error('x')))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
