/**
 * Issue 9, item 9: a bounded fuzz of every write route. Each request is a valid body with one to
 * three fields replaced by something hostile (wrong types, arrays for strings, nested objects, huge
 * and fractional numbers, NUL bytes, impossible dates, broken Unicode, very long text), a field
 * dropped, or a body that is not JSON at all. Whatever comes back: never a 5xx, and a refused
 * request changes no row and leaves no file. Seeded, so a failure can be replayed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { prng } from '../../../scripts/seed.ts';
import {
  beneficiary,
  jpegFile,
  multipartBody,
  pngFile,
  registeredMember,
  registrationData,
  TEXT,
  today,
} from './members-support.ts';
import { backends, registrationBody, TEST_PASSWORD, useTestApp } from './support.ts';

const PER_ROUTE = Number(process.env.FUZZ_REQUESTS ?? 120);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const HOSTILE: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  1.5,
  -0.01,
  12.345,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  'y'.repeat(120),
  '2025-02-30',
  '0000-00-00',
  '9999-12-31',
  '1899-12-31',
  '-100',
  '-0.5',
  '100.555',
  '1e9',
  '₱1,000.00',
  'Cruz\u202E',
  'An\uD800a',
  'zero\u200Bwidth',
  "'; drop table members; --",
  '<script>alert(1)</script>',
  '١٢٣',
  [],
  ['a'],
  [{ nested: true }],
  {},
  { a: { b: { c: 1 } } },
  { toString: 'x' },
];

type Body = Record<string, unknown>;

/** A valid body with a few fields made hostile (or dropped, or an unknown field added). */
function mutate(next: () => number, template: Body): Body {
  const body: Body = structuredClone(template);
  const keys = [...Object.keys(body), 'unexpected', '__proto__'];
  const changes = 1 + Math.floor(next() * 3);
  for (let i = 0; i < changes; i += 1) {
    const key = keys[Math.floor(next() * keys.length)]!;
    if (next() < 0.15) delete body[key];
    else body[key] = HOSTILE[Math.floor(next() * HOSTILE.length)];
  }
  return body;
}

/** Sometimes not a JSON object at all. */
function rawPayload(next: () => number, body: Body): string {
  const r = next();
  if (r < 0.04) return '{"unterminated": ';
  if (r < 0.07) return '[1,2,3]';
  if (r < 0.09) return '42';
  if (r < 0.1) return 'not json at all';
  return JSON.stringify(body);
}

const TABLES = [
  'members',
  'members_beneficiary',
  'claimed_services',
  'service_limits',
  'service_limit_changes',
  'notifications',
  'activity_logs',
  'admins',
  '"user"',
  'account',
  'session',
];

describe.each(backends)('fuzzing every write route on $name', (backend) => {
  const t = useTestApp(backend);

  /**
   * Every row of every table the portal writes, as one fingerprint (the tables are small here), read
   * in one statement: one round trip instead of one a table (the fuzz reads it about 3,500 times a
   * database server).
   */
  const FINGERPRINT = sql.raw(
    `select ${TABLES.map((table) => {
      // A session's last_active_at is the time of its latest request, whatever the answer (set again
      // once a minute, auth/guards.ts): activity, not a change a refusal made.
      const row = table === 'session' ? `(to_jsonb(x) - 'last_active_at')::text` : 'x::text';
      return `(select '${table}:' || count(*) || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') from ${table} x)`;
    }).join(` || ';' || `)} as print`,
  );

  async function fingerprint(): Promise<string> {
    const result = await t.app.ctx.db.execute(FINGERPRINT);
    const { print } = (result as unknown as { rows: { print: string }[] }).rows[0]!;
    return `${print};files:${countFiles(path.join(t.dataDir, 'files'))}`;
  }

  function countFiles(dir: string): number {
    try {
      return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;
    } catch {
      return 0;
    }
  }

  it('never answers 5xx, and a refused request changes nothing', { timeout: 600_000 }, async () => {
    const next = prng(SEED);
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    const registered = () =>
      registeredMember(t.app, admin.cookie, registrationData({ registrationDate: today() }));
    const member = await registered();
    const archived = await registered();
    await t.app.inject({
      method: 'POST',
      url: `/api/members/${archived.id}/archive`,
      headers: { cookie: admin.cookie },
    });

    const json = (method: 'POST' | 'PUT', url: string, cookie?: string) => (body: Body) =>
      t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: rawPayload(next, body),
      });
    const form = (method: 'POST' | 'PATCH', url: string) => (body: Body) => {
      const r = next();
      const files =
        method === 'PATCH' && r < 0.7
          ? {}
          : {
              idPicture: r < 0.1 ? { bytes: TEXT, filename: 'x.png' } : r < 0.15 ? null : pngFile(),
              signature: r > 0.95 ? { bytes: Buffer.alloc(0), filename: 'empty.png' } : jpegFile(),
            };
      const multipart = multipartBody(undefined, files, rawPayload(next, body));
      return t.app.inject({
        method,
        url,
        payload: multipart.payload,
        headers: { ...multipart.headers, cookie: admin.cookie },
      });
    };
    const claim = {
      category: 'outpatient',
      serviceType: 'ULTRASOUND',
      institution: 'Oriental Mindoro Provincial Hospital',
      amount: '150.50',
      date: today(),
      beneficiaryUse: 'No',
    };
    /** A hostile path segment, percent-encoded (a lone surrogate goes as its raw UTF-8 bytes, or as bad escapes). */
    const hostileId = () => {
      const value = HOSTILE[Math.floor(next() * HOSTILE.length)];
      const text = (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 200) || 'x';
      try {
        return encodeURIComponent(text);
      } catch {
        return next() < 0.5 ? '%ED%A0%80' : '%E0%A4%A';
      }
    };

    const routes: {
      name: string;
      template: () => Body;
      send: (body: Body) => Promise<LightMyRequestResponse>;
    }[] = [
      {
        name: 'register admin',
        template: () => registrationBody(),
        send: json('POST', '/api/account/register'),
      },
      {
        name: 'sign in',
        template: () => ({ login: admin.username, password: `${TEST_PASSWORD}x` }),
        send: json('POST', '/api/account/sign-in'),
      },
      {
        name: 'password reset request',
        template: () => ({ email: 'nobody@example.org' }),
        send: json('POST', '/api/account/password-reset'),
      },
      {
        name: 'password reset confirm',
        template: () => ({
          token: 'not-a-token',
          password: 'Sup3r-secret!',
          confirmPassword: 'Sup3r-secret!',
        }),
        send: json('POST', '/api/account/password-reset/confirm'),
      },
      {
        name: 'approve admin',
        template: () => ({}),
        send: (body) => json('POST', `/api/admins/${hostileId()}/approve`, head.cookie)(body),
      },
      {
        name: 'reject admin (self and unknown)',
        template: () => ({}),
        send: (body) =>
          json('POST', `/api/admins/${next() < 0.5 ? head.id : hostileId()}/reject`, head.cookie)(body),
      },
      { name: 'register member', template: () => registrationData(), send: form('POST', '/api/members') },
      {
        name: 'update member',
        template: () => ({ lastName: 'Dela Cruz', phoneNumber: '0917 000 1111' }),
        send: form('PATCH', `/api/members/${member.id}`),
      },
      {
        name: 'update archived member',
        template: () => ({ lastName: 'Dela Cruz' }),
        send: form('PATCH', `/api/members/${archived.id}`),
      },
      {
        name: 'add beneficiary',
        template: () => beneficiary({ relationship: 'Other', dob: '1950-01-01' }),
        send: json('POST', `/api/members/${member.id}/beneficiaries`, admin.cookie),
      },
      {
        name: 'service limits',
        template: () => ({ limits: [{ serviceType: 'ULTRASOUND', maxCentavos: 120_000 }] }),
        send: json('PUT', '/api/service-limits', admin.cookie),
      },
      {
        name: 'claim (over the limit)',
        template: () => ({ ...claim, amount: '999999' }),
        send: json('POST', `/api/members/${member.id}/claims`, admin.cookie),
      },
      {
        name: 'claim for an archived member',
        template: () => claim,
        send: json('POST', `/api/members/${archived.id}/claims`, admin.cookie),
      },
      {
        name: 'archive / restore unknown ids',
        template: () => ({}),
        send: (body) =>
          json(
            'POST',
            `/api/members/${hostileId()}/${next() < 0.5 ? 'archive' : 'restore'}`,
            admin.cookie,
          )(body),
      },
      {
        name: 'remove unknown beneficiary',
        template: () => ({}),
        send: (body) =>
          json('POST', `/api/members/${member.id}/beneficiaries/${hostileId()}/remove`, admin.cookie)(body),
      },
      {
        name: 'anonymous writes',
        template: () => claim,
        send: json('POST', `/api/members/${member.id}/claims`),
      },
    ];

    const figures = { requests: 0, serverErrors: 0, refused: 0, accepted: 0, refusedThatChangedRows: 0 };
    const problems: string[] = [];
    // The fingerprint read after a refused request (equal to the one before it, or the test fails)
    // is the next request's "before": read again only after a request that may have changed rows.
    let unchanged: string | null = null;
    for (const route of routes) {
      for (let i = 0; i < PER_ROUTE; i += 1) {
        const body = mutate(next, route.template());
        const before: string = unchanged ?? (await fingerprint());
        unchanged = null;
        const res = await route.send(body);
        figures.requests += 1;
        if (res.statusCode >= 500) {
          figures.serverErrors += 1;
          problems.push(`${route.name}: ${res.statusCode} for ${JSON.stringify(body).slice(0, 300)}`);
        } else if (res.statusCode >= 400) {
          figures.refused += 1;
          const after = await fingerprint();
          if (after === before) unchanged = after;
          else {
            figures.refusedThatChangedRows += 1;
            problems.push(
              `${route.name}: ${res.statusCode} changed rows for ${JSON.stringify(body).slice(0, 300)}`,
            );
          }
        } else figures.accepted += 1;
      }
    }
    console.log(`fuzz on ${backend.name} (seed ${SEED}): ${JSON.stringify(figures)}`);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(figures.serverErrors).toBe(0);
    expect(figures.refusedThatChangedRows).toBe(0);
  });
});
