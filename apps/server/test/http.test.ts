import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { messages } from '@portal/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../src/http/error-handler.ts';
import { postMember, registrationData } from './members-support.ts';
import { backends, createTestApp, type ErrorJson, type TestApp, useTestApp } from './support.ts';

/** The value of one Content-Security-Policy directive. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

/** The OpenAPI document's session cookie and the cookie a sign-in actually sets, by name. */
async function sessionCookieNames(t: TestApp): Promise<{ documented: string; set: string[] }> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const admin = await t.headAdmin();
  const signIn = await t.signIn(admin.username, admin.password);
  const raw = signIn.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return {
    documented: doc.components.securitySchemes.session.name,
    set: lines.map((line) => line.split('=')[0]!),
  };
}

describe.each(backends)('HTTP basics on $name', (backend) => {
  const t = useTestApp(backend);

  it('names the session cookie in the OpenAPI document as sign-in sets it (http)', async () => {
    const names = await sessionCookieNames(t);
    expect(names.documented).toBe('better-auth.session_token');
    expect(names.set).toContain(names.documented);
  });

  it('GET /api/health names the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: backend.name });
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/account/register', '/api/account/sign-in', '/api/admins']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error).toEqual({ code: 'MALFORMED_JSON', message: messages.invalidInput });
  });

  it('answers a wrong JSON type with 400, never 500', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', '{"login": 5, "password": {}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { login: 'x'.repeat(1_100_000), password: 'y' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorJson>().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: messages.requestTooLarge,
    });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api/auth/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<ErrorJson>().error).toEqual({ code: 'NOT_FOUND', message: messages.notFound });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it("answers Fastify's own refusals (bad URL encoding, an overlong parameter) in the one error shape", async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/public/members/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorJson>().error).toEqual({
      code: 'MALFORMED_REQUEST',
      message: messages.invalidInput,
    });
    const long = await t.app.inject({ method: 'GET', url: `/api/public/members/${'a'.repeat(5000)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(Object.keys(long.json<ErrorJson>().error).sort()).toEqual(['code', 'message']);
    expect([messages.invalidInput, messages.notFound]).toContain(long.json<ErrorJson>().error.message);
  });

  it('answers a NUL character in any text with 400 INVALID_INPUT and the characters message, never 500', async () => {
    const admin = await t.approvedAdmin();
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    const expectInvalid = (res: { statusCode: number; json<T>(): T }, what: string) => {
      expect(res.statusCode, what).toBe(400);
      expect(res.json<ErrorJson>().error.code, what).toBe('INVALID_INPUT');
      expect(res.json<ErrorJson>().error.message, what).toBe(messages.textNotAllowed);
    };
    expectInvalid(await t.signIn('a\u0000b', 'Wrong-pass1'), 'sign-in login');
    for (const url of [
      '/api/members?search=%00',
      '/api/members?search=juan%00',
      '/api/members?barangay=%00',
      '/api/members/archived?search=%00',
      '/api/members/lookup?ref=%00',
    ]) {
      expectInvalid(await get(url), url);
    }
    for (const field of ['firstName', 'lastName', 'idNumber', 'houseStreet']) {
      const res = await postMember(t.app, admin.cookie, registrationData({ [field]: 'a\u0000b' }));
      expectInvalid(res, `POST /api/members ${field}`);
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset/confirm',
      payload: { token: 'x\u0000', password: 'N3w-password', confirmPassword: 'N3w-password' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it("never shows zod's default English: unknown issue texts become messages.invalidInput", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { login: 5, password: {} },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json<ErrorJson>().error;
    expect(error.message).toBe(messages.loginRequired);
    const admin = await t.approvedAdmin();
    const member = await postMember(
      t.app,
      admin.cookie,
      registrationData({ gender: 'robot', civilStatus: 'complicated' }),
    );
    expect(member.statusCode).toBe(400);
    const memberError = member.json<ErrorJson>().error;
    expect(memberError.message).toBe(messages.invalidInput);
    expect(memberError.fields).toEqual({ gender: messages.invalidInput, civilStatus: messages.invalidInput });
  });

  it('sets the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(String(res.headers['permissions-policy'])).toContain('camera=(self)');
    // helmet's defaults that are kept
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['x-download-options']).toBe('noopen');
    expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
    expect(res.headers['x-xss-protection']).toBe('0');
    // and the ones left out: no COEP (camera, images), no HSTS on a plain-http PUBLIC_URL
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // exactly the app's directives, none of helmet's defaults (upgrade-insecure-requests, script-src-attr …)
    expect(csp.split(';').map((directive) => directive.trim().split(' ')[0])).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'media-src',
      'worker-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]);
    expect(directive(csp, 'script-src')).toBe("'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets only the docs run inline scripts, with the rest of the policy unchanged', async () => {
    const app = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui.css']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(directive(csp, 'script-src'), url).toBe("'self' 'unsafe-inline'");
      expect(csp, url).toBe(app.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"));
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['permissions-policy']), url).toContain('camera=(self)');
    }
  });

  it('says how to build the web app when it is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('on an https PUBLIC_URL', () => {
  const t = useTestApp(backends[0]!, { config: { publicUrl: 'https://portal.example.org' } });

  it('sends Strict-Transport-Security for this host only', async () => {
    for (const url of ['/api/health', '/api/docs/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('names the session cookie in the OpenAPI document as sign-in sets it: __Secure- prefixed', async () => {
    const names = await sessionCookieNames(t);
    expect(names.documented).toBe('__Secure-better-auth.session_token');
    expect(names.set).toContain(names.documented);
  });
});

describe('database refusals caused by the input (backstop)', () => {
  /** An error as Drizzle throws it: the driver's error (with its SQLSTATE) as the cause. */
  const wrapped = (code: string) =>
    Object.assign(new Error('Failed query: select …'), { cause: Object.assign(new Error('db'), { code }) });

  it.each(['22021', '22P05', '22P02', '22007', '22008'])(
    'maps SQLSTATE %s to 400 INVALID_INPUT',
    async (code) => {
      const app = Fastify({ logger: false });
      installErrorHandler(app);
      app.get('/wrapped', async () => {
        throw wrapped(code);
      });
      app.get('/direct', async () => {
        throw Object.assign(new Error('invalid byte sequence'), { code });
      });
      for (const url of ['/wrapped', '/direct']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json<ErrorJson>().error).toEqual({
          code: 'INVALID_INPUT',
          message: messages.invalidInput,
        });
      }
      await app.close();
    },
  );

  it('still answers other database errors with 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/', async () => {
      throw wrapped('42P01'); // a table missing: a fault, not the database out of reach
    });
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
    await app.close();
  });

  it('answers 503 with Retry-After when the database is out of reach (DECISIONS 50)', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    const causes: Record<string, () => unknown> = {
      shutdown: () => wrapped('57P01'),
      starting: () => wrapped('57P03'),
      connection: () => wrapped('08006'),
      refused: () =>
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      socket: () =>
        Object.assign(new Error('connect ENOENT /tmp/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' }),
      terminated: () => new Error('Connection terminated unexpectedly'),
      timeout: () => new Error('timeout exceeded when trying to connect'),
    };
    for (const [name, cause] of Object.entries(causes))
      app.get(`/${name}`, async () => {
        throw cause();
      });
    app.get('/missing-file', async () => {
      throw Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' });
    });
    for (const name of Object.keys(causes)) {
      const res = await app.inject({ method: 'GET', url: `/${name}` });
      expect(res.statusCode, name).toBe(503);
      expect(res.headers['retry-after'], name).toBe('5');
      expect(res.json(), name).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: messages.serviceUnavailable },
      });
    }
    expect((await app.inject({ method: 'GET', url: '/missing-file' })).statusCode).toBe(500);
    await app.close();
  });
});

const BIG_JS = `export const words = ${JSON.stringify('portal '.repeat(400))};\n`;
const BIG_CSS = `.card { padding: 1rem; }\n`.repeat(100);

describe('serving the built web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"hidden":true}');
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
    writeFileSync(path.join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
    // What scripts/compress-web.mjs leaves: copies beside the file, for some files only.
    const write = (name: string, text: string, copies: ('br' | 'gz')[]) => {
      writeFileSync(path.join(webDist, name), text);
      if (copies.includes('br')) writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(text));
      if (copies.includes('gz')) writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(text));
    };
    write('assets/big-456.js', BIG_JS, ['br', 'gz']);
    write('assets/big-456.css', BIG_CSS, ['gz']);
    t = await createTestApp(backends[0]!, { config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves files, with long caching for hashed assets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers any other page with index.html', async () => {
    for (const url of ['/', '/login', '/admin/members/123', '/scan?ref=REF-1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('SPA');
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('still answers unknown /api paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the plain file otherwise', async () => {
    const url = '/assets/big-456.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 4);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await t.app.inject({ method: 'GET', url, headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(BIG_JS);
    }
  });

  it('falls back to the next encoding, then to the plain file, when a copy is missing', async () => {
    const css = await t.app.inject({
      method: 'GET',
      url: '/assets/big-456.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toContain('text/css');
    expect(gunzipSync(css.rawPayload).toString()).toBe(BIG_CSS);

    const small = await t.app.inject({
      method: 'GET',
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('answers HEAD and Range requests on a compressed file', async () => {
    const headers = { 'accept-encoding': 'br' };
    const get = await t.app.inject({ method: 'GET', url: '/assets/big-456.js', headers });
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/big-456.js', headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body).toBe('');

    // A range counts bytes of the representation sent, here the brotli copy.
    const range = await t.app.inject({
      method: 'GET',
      url: '/assets/big-456.js',
      headers: { ...headers, range: 'bytes=0-9' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBe('br');
    expect(range.rawPayload).toEqual(get.rawPayload.subarray(0, 10));
    expect(range.headers['content-range']).toBe(`bytes 0-9/${get.rawPayload.length}`);

    const plainRange = await t.app.inject({
      method: 'GET',
      url: '/assets/big-456.js',
      headers: { range: 'bytes=0-5' },
    });
    expect(plainRange.statusCode).toBe(206);
    expect(plainRange.body).toBe(BIG_JS.slice(0, 6));
  });

  it('answers a file not changed since the browser last had it with 304, a missing asset with 404', async () => {
    const url = '/assets/big-456.js';
    const headers = { 'accept-encoding': 'br' };
    const first = await t.app.inject({ method: 'GET', url, headers });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Each representation is its own: the plain file's tag does not match the brotli copy's.
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(BIG_JS);

    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-789.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('SPA');
    expect(missing.headers['cache-control']).toBe('no-cache');
    const unsatisfiable = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=999999-' } });
    expect(unsatisfiable.statusCode).toBe(416);
    // An invalid range, or one asked of another version of the file (If-Range), gets the whole file.
    const invalid = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5-2' } });
    expect(invalid.statusCode).toBe(200);
    const otherVersion = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-9', 'if-range': '"an-older-version"' },
    });
    expect(otherVersion.statusCode).toBe(200);
    expect(otherVersion.body).toBe(BIG_JS);
    // An /api path however it is spelled, and a hidden file, are never the web app.
    const encodedApi = await t.app.inject({ method: 'GET', url: '/%61pi/unknown' });
    expect(encodedApi.statusCode).toBe(404);
    expect(encodedApi.headers['content-type']).toContain('application/json');
    const hidden = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(hidden.body).not.toContain('hidden');
  });

  // The web app is read at start (a new build is served from the next start): an app of its own.
  describe('with a compressed index.html', () => {
    const html = `<!doctype html><div id="root">SPA</div>${'<!-- padding -->'.repeat(100)}`;
    let t: TestApp;
    let compressedDist: string;
    beforeAll(async () => {
      compressedDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
      writeFileSync(path.join(compressedDist, 'index.html'), html);
      writeFileSync(path.join(compressedDist, 'index.html.br'), brotliCompressSync(html));
      writeFileSync(path.join(compressedDist, 'index.html.gz'), gzipSync(html));
      t = await createTestApp(backends[0]!, { config: { webDist: compressedDist } });
    });
    afterAll(async () => {
      await t.close();
      rmSync(compressedDist, { recursive: true, force: true });
    });

    it('sends the SPA fallback compressed, uncached, and plain to a browser that asks for none', async () => {
      for (const url of ['/', '/login', '/admin/members/123', '/scan?ref=REF-1']) {
        const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
        expect(br.statusCode, url).toBe(200);
        expect(br.headers['content-encoding'], url).toBe('br');
        expect(br.headers['content-type'], url).toContain('text/html');
        expect(br.headers['cache-control'], url).toBe('no-cache');
        expect(br.headers.vary, url).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(html);

        const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect(gz.headers['content-encoding'], url).toBe('gzip');
        expect(gunzipSync(gz.rawPayload).toString(), url).toBe(html);

        const plain = await t.app.inject({ method: 'GET', url });
        expect(plain.statusCode, url).toBe(200);
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        expect(plain.headers['cache-control'], url).toBe('no-cache');
        expect(plain.body, url).toBe(html);
      }
      const head = await t.app.inject({
        method: 'HEAD',
        url: '/login',
        headers: { 'accept-encoding': 'br' },
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
    });

    it('never answers a compressed copy for an /api path', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/unknown',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
    });
  });
});
