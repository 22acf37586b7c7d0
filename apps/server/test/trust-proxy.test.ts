import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema/index.ts';
import { backends, useTestApp } from './support.ts';

/** The proxy in front of the server, as the socket sees it. */
const PROXY = '10.9.9.9';
/** The client's real address, which the proxy appends to X-Forwarded-For. */
const CLIENT = '203.0.113.7';
const OTHER_CLIENT = '203.0.113.8';

/**
 * The address the server sees for a client behind one proxy that appends to X-Forwarded-For (nginx's
 * $proxy_add_x_forwarded_for) while the client sent its own `X-Forwarded-For: <spoofed>`.
 */
describe.each(backends)('client address behind a proxy on $name', (backend) => {
  const apps = {
    hops: useTestApp(backend, { config: { trustProxy: 1 } }),
    all: useTestApp(backend, { config: { trustProxy: true } }),
    none: useTestApp(backend, { config: { trustProxy: false } }),
  };
  type Mode = keyof typeof apps;

  const failedSignIn = (mode: Mode, spoofed: string, client = CLIENT, login = 'nobody_here') =>
    apps[mode].app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { login, password: 'Wrong-pass1' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
    });

  /** The addresses the per-address sign-in limit has counted. */
  const countedAddresses = async (mode: Mode) =>
    (
      await apps[mode].app.ctx.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, 'sign-in:address:%'))
    ).map((row) => row.key.slice('sign-in:address:'.length));

  it('TRUST_PROXY=1 reads the last hop only: a client-sent X-Forwarded-For changes nothing', async () => {
    expect((await failedSignIn('hops', '1.2.3.4')).statusCode).toBe(401);
    expect(await countedAddresses('hops')).toEqual([CLIENT]);
  });

  it('TRUST_PROXY=1: a new spoofed address per attempt does not escape the per-address limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push((await failedSignIn('hops', `1.2.3.${i}`, OTHER_CLIENT, `guess_${i}`)).statusCode);
    }
    expect(codes).toEqual([...Array(20).fill(401), 429]);
    expect((await countedAddresses('hops')).sort()).toEqual([CLIENT, OTHER_CLIENT]);
  });

  it('TRUST_PROXY=true believes the first hop, which the client chose (only for a proxy that overwrites the header)', async () => {
    await failedSignIn('all', '1.2.3.4');
    expect(await countedAddresses('all')).toEqual(['1.2.3.4']);
  });

  it('TRUST_PROXY=false (the default) uses the socket address', async () => {
    await failedSignIn('none', '1.2.3.4');
    expect(await countedAddresses('none')).toEqual([PROXY]);
  });
});
