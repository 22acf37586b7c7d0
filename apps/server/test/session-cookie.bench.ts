/**
 * What reading the session cookie costs on every admin request, against the all-better-auth
 * alternative (its async WebCrypto `makeSignature`) and better-call's own way (WebCrypto verify with
 * a key imported once).
 *   npx vitest bench --run --project api apps/server/test/session-cookie.bench.ts
 */
import { createHmac, randomBytes, webcrypto } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { constantTimeEqual, getCryptoKey, makeSignature } from 'better-auth/crypto';
import { bench, describe } from 'vitest';
import { cookieValue, verifySigned } from '../src/auth/session-cookie.ts';

const NAME = 'better-auth.session_token';
const COOKIES = 100_000;
const secret = randomBytes(32).toString('hex');
const headers = Array.from({ length: COOKIES }, () => {
  const token = randomBytes(24).toString('base64url');
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `theme=dark; ${NAME}=${encodeURIComponent(`${token}.${signature}`)}; lang=en`;
});
const key = await getCryptoKey(secret);

/** The signed value and signature of a cookie value, as better-call's getSignedCookie splits it. */
function split(value: string | null): { signed: string; signature: string } | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  const signature = value.slice(dot + 1);
  return dot < 1 || signature.length !== 44 || !signature.endsWith('=')
    ? null
    : { signed: value.slice(0, dot), signature };
}

let next = 0;
const header = () => headers[next++ % COOKIES]!;
const check = (signed: string | null) => {
  if (!signed) throw new Error('a valid cookie was refused');
};

describe(`verify a session cookie (a pool of ${COOKIES} distinct cookies)`, () => {
  bench('used: parseCookies + node:crypto HMAC + constantTimeEqual (sync)', () => {
    check(verifySigned(cookieValue(header(), NAME), secret));
  });

  bench('better-auth only: parseCookies + makeSignature + constantTimeEqual (async)', async () => {
    const parts = split(cookieValue(header(), NAME));
    check(
      parts && constantTimeEqual(await makeSignature(parts.signed, secret), parts.signature) ? 'ok' : null,
    );
  });

  bench('better-call style: parseCookies + WebCrypto verify, key imported once (async)', async () => {
    const parts = split(cookieValue(header(), NAME));
    const ok =
      parts &&
      (await webcrypto.subtle.verify(
        'HMAC',
        key,
        Buffer.from(parts.signature, 'base64'),
        new TextEncoder().encode(parts.signed),
      ));
    check(ok ? 'ok' : null);
  });
});

describe('find the cookie in the header', () => {
  bench('used: first cookie of the name, pair by pair through parseCookies', () => {
    cookieValue(header(), NAME);
  });

  bench('parseCookies over the whole header (the last cookie of a name wins)', () => {
    parseCookies(header()).get(NAME);
  });
});
