/**
 * Export Database (issue 11; DECISIONS 32–34): export_all.sql loads into an empty database and
 * equals the source row by row; periods hold exactly their rows and load over earlier data; awkward
 * text survives; nothing secret is written; bad filters are 400; the storage zip matches storage.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { EXPORT_TABLES, messages } from '@portal/domain';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type ExportTally, STATEMENT_ROWS, sqlExportStream } from '../src/features/export/sql-export.ts';
import { specsFor } from '../src/features/export/tables.ts';
import {
  connectionTo,
  exportStatement,
  StatementSplitter,
  verifyExport,
} from '../src/features/export/verify.ts';
import { AWKWARD, insertRowsAt, keysInFile, openTarget, queryOf, rowsOf } from './export-support.ts';
import { type Json, multipartBody, registeredMember, registrationData } from './members-support.ts';
import { backends, type ErrorJson, useTestApp } from './support.ts';
import { unzipEntries } from './zip.ts';

describe.each(backends)('Export Database on $name', (backend) => {
  const t = useTestApp(backend);
  let cookie = '';
  /** Rows created in February, on both edges of March (Manila), and in April 2025. */
  const rows: Record<string, Awaited<ReturnType<typeof insertRowsAt>>> = {};

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('sets up: admins, members registered through the API (with files), rows in chosen periods', async () => {
    const head = await t.headAdmin();
    await t.approvedAdmin({ firstName: AWKWARD.slice(0, 90).replaceAll('\n', ' ') });
    cookie = head.cookie;
    for (const person of ['Ana', 'Ben']) {
      await registeredMember(t.app, cookie, registrationData({ firstName: person }));
    }
    const db = t.app.ctx.database;
    rows.feb = await insertRowsAt(db, '2025-02-10T02:00:00Z', 'February');
    // 00:00 on 1 March in Manila is 16:00 UTC on 28 February.
    rows.marchFirst = await insertRowsAt(db, '2025-02-28T16:00:00Z', AWKWARD);
    rows.lateFeb = await insertRowsAt(db, '2025-02-28T15:59:59.999999Z', 'LastFebruarySecond');
    rows.marchLast = await insertRowsAt(db, '2025-03-31T15:59:59.999999Z', 'LastMarchSecond');
    rows.april = await insertRowsAt(db, '2025-03-31T16:00:00Z', 'April');
  });

  it('a full export loads into an empty database and equals the source table by table, row by row', async () => {
    const res = await get('/api/export-sql');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="export_all.sql"');
    const file = res.body;
    expect(file).toMatch(/^-- export_all\.sql/);
    expect(file).toContain('-- Rows per table:');
    const target = await openTarget();
    try {
      await target.load(file);
      const source = queryOf(t.app.ctx.database);
      for (const spec of specsFor([...EXPORT_TABLES])) {
        const expected = await rowsOf(source, spec, spec.source);
        const loaded = await rowsOf(target.query, spec);
        expect(loaded, spec.name).toEqual(expected);
        expect(loaded.length, spec.name).toBeGreaterThan(0);
        expect(file).toContain(`--   ${spec.name}: ${expected.length}\n`);
      }
      // The awkward name came back exactly.
      const { rows: names } = await target.query('select first_name from members where id = $1', [
        rows.marchFirst!.members,
      ]);
      expect(names[0]!.first_name).toBe(AWKWARD);
    } finally {
      await target.close();
    }
  });

  it('a month export holds exactly the rows created that month on Manila’s calendar', async () => {
    const res = await get('/api/export-sql?filterType=month&filterValue=2025-03');
    expect(res.statusCode).toBe(200);
    for (const table of [
      'members',
      'members_beneficiary',
      'claimed_services',
      'renewals',
      'notifications',
    ] as const) {
      expect(new Set(keysInFile(res.body, table)), table).toEqual(
        new Set([rows.marchFirst![table], rows.marchLast![table]]),
      );
    }
    expect(new Set(keysInFile(res.body, 'claims_history'))).toEqual(
      new Set([rows.marchFirst!.claimed_services, rows.marchLast!.claimed_services]),
    );
    // The admins signed up today, not in March 2025.
    expect(keysInFile(res.body, 'admins')).toEqual([]);
    expect(res.body).toContain('--   members: 2\n');
  });

  it('week and year exports hold their rows; one table unchecked is left out', async () => {
    // 2025-W09 runs Monday 24 February to Sunday 2 March.
    const week = await get(
      '/api/export-sql?filterType=week&filterValue=2025-W09&collections=members,renewals',
    );
    expect(week.statusCode).toBe(200);
    expect(new Set(keysInFile(week.body, 'members'))).toEqual(
      new Set([rows.marchFirst!.members, rows.lateFeb!.members]),
    );
    expect(week.body).not.toContain('"notifications"');
    expect(week.body).toContain('-- Tables: members, renewals');
    const year = await get('/api/export-sql?filterType=year&filterValue=2025&collections=members');
    expect(keysInFile(year.body, 'members')).toHaveLength(5);
  });

  it('a period export loads into a database that holds the earlier data', async () => {
    const target = await openTarget();
    try {
      await target.load((await get('/api/export-sql?filterType=month&filterValue=2025-02')).body);
      await target.load((await get('/api/export-sql?filterType=month&filterValue=2025-03')).body);
      // Loading March again adds nothing and fails nothing.
      await target.load((await get('/api/export-sql?filterType=month&filterValue=2025-03')).body);
      const { rows: counted } = await target.query('select count(*)::int as n from members');
      expect(counted[0]!.n).toBe(4);
    } finally {
      await target.close();
    }
  });

  it('never writes password hashes, sessions, verification or reset tokens', async () => {
    const file = (await get('/api/export-sql')).body;
    const q = queryOf(t.app.ctx.database);
    const secrets = [
      ...(await q('select password as s from account where password is not null')).rows,
      ...(await q('select token as s from session')).rows,
      ...(await q('select value as s, identifier as s2 from verification')).rows,
    ].flatMap((r) => [r.s, r.s2].filter((s): s is string => typeof s === 'string' && s.length > 0));
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(file).not.toContain(secret);
    expect(file).not.toMatch(/"(account|session|verification)"/);
  });

  it.each([
    'filterType=day',
    'filterType=month',
    'filterType=month&filterValue=2025-13',
    'filterType=month&filterValue=1999-12',
    'filterType=week&filterValue=2025-W53',
    'filterType=week&filterValue=2025-09',
    'filterType=year&filterValue=2101',
    'filterType=year&filterValue=20x5',
    'filterType=all&filterValue=2025',
    'collections=members,passwords',
    'collections=account',
  ])('GET /api/export-sql?%s → 400', async (query) => {
    const res = await get(`/api/export-sql?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error.code).toBeTruthy();
  });

  it.each(['filterType=week&filterValue=2025-W00', 'filterType=year'])(
    'GET /api/export-storage?%s → 400',
    async (query) => {
      expect((await get(`/api/export-storage?${query}`)).statusCode).toBe(400);
    },
  );

  it('the counts endpoint tells the rows and files a choice holds', async () => {
    const res = await get(
      '/api/export-counts?filterType=month&filterValue=2025-03&collections=members,claims_history',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tables: [
        { table: 'members', rows: 2 },
        { table: 'claims_history', rows: 2 },
      ],
      totalRows: 4,
      files: 0,
    });
    const all = await get('/api/export-counts').then((r) => r.json<Json>());
    // Two members registered through the API: ID picture, signature, QR code each.
    expect(all.files).toBe(6);
  });

  it('the storage zip holds the period’s files under their keys, and the manifest matches them', async () => {
    const res = await get('/api/export-storage?filterType=all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="storage-files.zip"');
    const entries = unzipEntries(res.rawPayload);
    const manifest = entries.get('manifest.csv')!.toString('utf8').trim().split('\r\n');
    expect(manifest[0]).toBe('key,member_reference_number,kind,bytes,sha256');
    const listed = manifest.slice(1).map((line) => line.split(','));
    expect(listed).toHaveLength(6);
    const { rows: keys } = await queryOf(t.app.ctx.database)(
      `select k from members m, lateral (values (m.id_picture_key), (m.signature_key), (m.qr_code_key)) v(k) where k is not null`,
    );
    expect(new Set(listed.map((l) => l[0]))).toEqual(new Set(keys.map((r) => r.k)));
    for (const [key, ref, kind, bytes, sha] of listed) {
      const stored = await t.app.ctx.storage.get(key!);
      const body = Buffer.concat(await stored!.stream.toArray());
      expect(entries.get(key!), key).toEqual(body);
      expect(Number(bytes)).toBe(body.length);
      expect(sha).toBe(createHash('sha256').update(body).digest('hex'));
      expect(ref).toMatch(/^REF-/);
      expect(['id_picture', 'signature', 'qr_code']).toContain(kind);
    }
    // A month with no uploads: only the manifest.
    const empty = unzipEntries(
      (await get('/api/export-storage?filterType=month&filterValue=2025-03')).rawPayload,
    );
    expect([...empty.keys()]).toEqual(['manifest.csv']);
  });

  it('every export leaves an activity-log entry with the filter, tables and rows', async () => {
    const res = await get('/api/export-sql?filterType=month&filterValue=2025-03&collections=members');
    expect(res.statusCode).toBe(200);
    const log = await get('/api/activity-log?action=database.exported').then((r) => r.json<Json>());
    expect(log.entries[0].sentence).toMatch(/exported 2 rows of Members \(month 2025-03\)/);
    const { rows: stored } = await queryOf(t.app.ctx.database)(
      `select details from activity_logs where action = 'database.exported' order by created_at desc limit 1`,
    );
    expect(stored[0]!.details).toMatchObject({
      filterType: 'month',
      filterValue: '2025-03',
      tables: ['members'],
      rows: { members: 2 },
      completed: true,
    });
    await get('/api/export-storage');
    const zipLog = await get('/api/activity-log?action=storage.exported').then((r) => r.json<Json>());
    expect(zipLog.entries[0].sentence).toMatch(/exported 6 stored files \(all\)/);
  });

  it('Verify loads the file it is given and compares every table with the closing comment', async () => {
    const file = (await get('/api/export-sql')).body;
    const verify = (body: string) => {
      const { payload, headers } = multipartBody(undefined, {
        file: {
          bytes: Buffer.from(body, 'utf8'),
          filename: 'export_all.sql',
          contentType: 'application/sql',
        },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/export-sql/verify',
        payload,
        headers: { ...headers, cookie },
      });
    };
    const good = await verify(file);
    expect(good.statusCode, good.body).toBe(200);
    const report = good.json<Json>();
    expect(report.error).toBeNull();
    expect(report.ok).toBe(true);
    expect(report.tables.map((r: Json) => r.table)).toEqual(specsFor([...EXPORT_TABLES]).map((s) => s.name));
    for (const row of report.tables) expect(row.loaded).toBe(row.expected);
    // The file read in pieces of any size splits into the same statements.
    const whole = new StatementSplitter();
    const expected = [...whole.push(file), whole.rest()];
    for (const size of [1, 7, 4096]) {
      const pieces = new StatementSplitter();
      const got: string[] = [];
      for (let i = 0; i < file.length; i += size) got.push(...pieces.push(file.slice(i, i + size)));
      expect([...got, pieces.rest()]).toEqual(expected);
      expect(pieces.comments).toEqual(whole.comments);
    }
    // A file cut off in the middle is reported, not loaded as if whole.
    const cut = await verify(file.slice(0, Math.floor(file.length * 0.6)));
    expect(cut.json<Json>().ok).toBe(false);
    expect(cut.json<Json>().error).toMatch(/cut off/);

    // Every statement of a real export is one Verify runs, and it runs it as it is (less the comments).
    const all = new StatementSplitter().push(file);
    expect(all.length).toBeGreaterThan(10);
    for (const statement of all)
      expect(exportStatement(statement), statement.slice(0, 200)).toBe(
        statement.replace(/^(?:\s|--[^\n]*)*/, ''),
      );

    // Anything else in the file is refused before a statement of it runs on the server.
    const probe = `portal_verify_probe_${randomBytes(4).toString('hex')}`;
    const q = queryOf(t.app.ctx.database);
    for (const extra of [
      `CREATE ROLE ${probe};`,
      `INSERT INTO "members" ("id") VALUES\n((SELECT '${probe}'))\nON CONFLICT DO NOTHING;`,
      `INSERT INTO "members" ("id") VALUES\n(E'\\'); CREATE ROLE ${probe}; --')\nON CONFLICT DO NOTHING;`,
    ]) {
      const changed = file.replace('\nCOMMIT;\n', `\n${extra}\nCOMMIT;\n`);
      const refused = (await verify(changed)).json<Json>();
      expect(refused.ok).toBe(false);
      expect(refused.error).toBe(messages.verifyNotAnExport);
    }
    expect((await q('select count(*)::int as n from pg_roles where rolname = $1', [probe])).rows[0]!.n).toBe(
      0,
    );
    // Every scratch database is dropped again. Another test file on this server may be verifying a
    // backup right now (backups.test): its scratch database goes when its verify ends; one of ours
    // left behind would never go.
    const verifyDatabases = async () =>
      (await q(`select datname from pg_database where datname like 'portal\\_verify\\_%'`)).rows.map(
        (row) => row.datname as string,
      );
    const present = await verifyDatabases();
    await expect
      .poll(async () => (await verifyDatabases()).filter((name) => present.includes(name)), {
        timeout: 60_000,
      })
      .toEqual([]);
  });

  it.runIf(backend.name === 'embedded')(
    'Verify answers plainly when the role may not create its scratch database (no CREATEDB)',
    async () => {
      const q = queryOf(t.app.ctx.database);
      const role = `portal_nocreatedb_${randomBytes(4).toString('hex')}`;
      await q(`create role ${role} nocreatedb`);
      // The portal's connections, but acting as that role (as a DATABASE_URL role without CREATEDB).
      const pool = new pg.Pool({ ...t.app.ctx.database.connection, options: `-c role=${role}`, max: 1 });
      try {
        const file = (await get('/api/export-sql?collections=members')).body;
        const result = await verifyExport({ ...t.app.ctx.database, pool }, [Buffer.from(file)]);
        expect(result).toEqual({
          ok: false,
          tables: [],
          error: messages.verifyNeedsCreatedb,
          bytes: Buffer.byteLength(file),
        });
      } finally {
        await pool.end();
        await q(`drop role ${role}`);
      }
    },
  );

  it('a download cut off in the middle of a table gives its connection back and is recorded as not completed', async () => {
    const q = queryOf(t.app.ctx.database);
    // Rows for several INSERTs, so the file stops in the middle of the table (the stream reads one
    // batch ahead).
    await q(
      `insert into notifications (title, message, type, member_id, term_expiry, service_type, window_start, created_at)
       select 'Cut ' || g, 'Cut off', 'limit_warning', $1, '2030-01-01', 'Medicine', date '2000-01-01' + g, '2019-06-01T00:00:00Z'
       from generate_series(1, ${STATEMENT_ROWS * 3}) g`,
      [rows.feb!.members],
    );
    try {
      const total = Number((await q('select count(*)::int as n from notifications')).rows[0]!.n);
      const { pool } = t.app.ctx.database;
      const busyBefore = pool.totalCount - pool.idleCount;
      let stream: Readable | undefined;
      const tally = new Promise<ExportTally>((resolve) => {
        stream = sqlExportStream(
          t.app.ctx.database,
          {
            tables: ['notifications'],
            filterType: 'all',
            filterValue: undefined,
            bounds: null,
            timeZone: 'Asia/Manila',
            exportedAt: new Date(),
          },
          async (result) => resolve(result),
        );
      });
      let text = '';
      for await (const chunk of stream!) {
        text += String(chunk);
        if (text.includes('\nON CONFLICT DO NOTHING;')) break; // leaving the loop destroys the stream
      }
      const cut = await tally;
      expect(cut.completed).toBe(false);
      expect(cut.rows.notifications).toBeGreaterThan(0);
      expect(cut.rows.notifications).toBeLessThan(total);
      // Its connection is back in the pool. Other users of the pool (the app's jobs, the access log's
      // writer) may hold one for a moment at any time: wait for the count, which a leaked connection
      // never brings back.
      await expect
        .poll(() => pool.totalCount - pool.idleCount, { timeout: 5_000 })
        .toBeLessThanOrEqual(busyBefore);
      // The next export reads every row.
      const whole = await get('/api/export-sql?collections=notifications');
      expect(whole.statusCode).toBe(200);
      expect(whole.body).toContain(`--   notifications: ${total}\n`);
    } finally {
      await q(`delete from notifications where message = 'Cut off'`);
    }
  });
});

describe('what Verify runs of a file', () => {
  const insert = (values: string) =>
    `INSERT INTO "renewals" ("id", "note") VALUES\n${values}\nON CONFLICT DO NOTHING;`;
  const block = (inner: string, tag = '$rows$') =>
    `DO ${tag} BEGIN IF (SELECT relkind FROM pg_class WHERE oid = to_regclass('claims_history')) = 'r' THEN\n${inner}\nEND IF; END ${tag};`;
  const claims = (values: string) =>
    `INSERT INTO "claims_history" ("id") VALUES\n${values}\nON CONFLICT DO NOTHING;`;

  it('takes the statements an export writes, leading comments left out', () => {
    for (const statement of [
      "SET client_encoding = 'UTF8';",
      'BEGIN;',
      'COMMIT;',
      'CREATE TABLE IF NOT EXISTS "renewals" (\n  "id" uuid NOT NULL,\n  "note" text,\n  "at" timestamp with time zone NOT NULL,\n  PRIMARY KEY ("id")\n);',
      insert("('a',NULL),\n('b','it''s'),\n('c',E'back\\\\slash ''q'' \\' ;')"),
      block(claims("('x'),\n('y')")),
      block(claims("('$rows$x')"), '$rows1$'),
      // One literal for PostgreSQL: \' is a quote inside E'…', so the ';' and '--' are text.
      insert("('a',E'\\'); SELECT 1; --')"),
    ]) {
      expect(exportStatement(`\n-- Table: x\n${statement}`), statement).toBe(statement);
    }
  });

  it.each([
    'SELECT 1;',
    "COPY (SELECT 1) TO PROGRAM 'true';",
    'SET standard_conforming_strings = off;',
    'SET ROLE postgres;',
    'CREATE DATABASE x;',
    'DROP TABLE "renewals";',
    'CREATE TABLE IF NOT EXISTS "t" (\n  "a" text DEFAULT pg_sleep(1),\n  PRIMARY KEY ("a")\n);',
    'CREATE TABLE IF NOT EXISTS "t" (\n  "a" some_domain,\n  PRIMARY KEY ("a")\n);',
    insert("('a',pg_sleep(1))"),
    insert("('a',(SELECT 'b'))"),
    insert("('a','b')::text"),
    insert("('a','b'); SELECT ('c')"),
    insert("('a','b' 'c')"),
    // What the splitter cuts of `E'\'); …`: the literal runs on past the ';' (PostgreSQL reads \' as a quote).
    'INSERT INTO "renewals" ("id", "note") VALUES\n(\'a\',E\'\\\');',
    `${insert("('a','b')")} SELECT 1;`,
    block(claims("('$rows$')")),
    block(insert("('a','b')")),
    block(`${claims("('a')")} SELECT 1;`),
    'DO $x$ BEGIN PERFORM pg_sleep(1); END $x$;',
  ])('refuses %s', (statement) => {
    expect(exportStatement(statement)).toBeNull();
  });

  it('reaches the scratch database by name, whether the connection is a URL or its parts', () => {
    expect(connectionTo({ host: '/run/pg', user: 'portal', database: 'portal' }, 'scratch')).toEqual({
      host: '/run/pg',
      user: 'portal',
      database: 'scratch',
    });
    expect(
      connectionTo({ connectionString: 'postgres://u:p@db.example:5432/portal?sslmode=require' }, 'scratch'),
    ).toEqual({ connectionString: 'postgres://u:p@db.example:5432/scratch?sslmode=require' });
    expect(connectionTo({ connectionString: 'postgresql:///portal?host=%2Ftmp%2Fs' }, 'scratch')).toEqual({
      connectionString: 'postgresql:///scratch?host=%2Ftmp%2Fs',
    });
  });
});
