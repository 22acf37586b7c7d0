/**
 * Issue 9 item 4, DECISIONS 40: ID numbers are compared on a key (idNumberKey), so the same ID number
 * typed in another case, with spaces, dashes, dots, slashes, full-width digits or zero-width
 * characters is a duplicate; what staff typed is stored as typed. Migration 0004 fills the key of
 * existing members with the same rule in SQL and keeps (and lists) members whose keys collide.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { idNumberKey, messages } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHighClaimsThreshold } from '../src/db/high-claims-threshold.ts';
import type { Db } from '../src/db/index.ts';
import * as schema from '../src/db/schema/index.ts';
import { idNumberCollisionReport } from '../src/features/members/collisions.ts';
import { unresolvedIdNumberCollisions } from '../src/features/members/queries.ts';
import { type Json, patchMember, postMember, registrationData } from './members-support.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { backends, type ErrorJson, type TestAdmin, testServerUrl, useTestApp } from './support.ts';

/** The same ID number as 'PH-1234-5678', as people might type it again. */
const VARIANTS = [
  'ph-1234-5678',
  'PH 1234 5678',
  'PH12345678',
  ' ph.1234/5678 ',
  'ＰＨ－１２３４－５６７８',
  'PH\u200B-1234-5678',
  'PH\u2013\u00A01234\u20135678',
];

describe.each(backends)('ID numbers compared on their key on $name', (backend) => {
  const t = useTestApp(backend);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await t.approvedAdmin();
  });

  const register = (idNumber: string) => postMember(t.app, admin.cookie, registrationData({ idNumber }));
  const update = (id: string, idNumber: string) => patchMember(t.app, admin.cookie, id, { idNumber });
  const expectDuplicate = (res: Awaited<ReturnType<typeof register>>) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'DUPLICATE_ID_NUMBER',
      message: messages.duplicateIdNumber,
      fields: { idNumber: messages.duplicateIdNumber },
    });
  };

  it('refuses the same ID number in another case, with spaces, dashes, dots, slashes, full-width digits or zero-width characters', async () => {
    const first = await register('PH-1234-5678');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Json>().member.idNumber).toBe('PH-1234-5678');
    for (const variant of VARIANTS) expectDuplicate(await register(variant));
    const [row] = await t.app.ctx.db
      .execute(
        sql`select count(*)::int as n from members where id_number_key = ${idNumberKey('PH-1234-5678')}`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(row!.n).toBe(1);
  });

  it('stores the ID number as typed (trimmed) and still tells different ones apart', async () => {
    const res = await register('  ab-000-9 ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Json>().member.idNumber).toBe('ab-000-9');
    expect((await register('AB-000-8')).statusCode).toBe(201);
  });

  it('refuses an update to another member’s ID number in another form, and accepts a member’s own in a new form', async () => {
    const a = (await register('QZ-55-01')).json<Json>().member;
    const b = (await register('QZ-55-02')).json<Json>().member;
    expectDuplicate(await update(b.id, 'qz 55 01'));
    const own = await update(a.id, 'qz.55.01');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Json>().member.idNumber).toBe('qz.55.01');
  });

  it('makes one member of 20 parallel registrations of variants of one ID number', async () => {
    const forms = Array.from({ length: 20 }, (_, i) => {
      const base = i % 2 === 0 ? 'CC-7788-99' : 'ｃｃ７７８８９９';
      return i % 3 === 0 ? `${base.slice(0, 2)}\u200B${base.slice(2)}` : ` ${base} `;
    });
    const results = await Promise.all(forms.map((form) => register(form)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 201)) expectDuplicate(res);
    const [row] = await t.app.ctx.db
      .execute(sql`select count(*)::int as n from members where id_number_key = ${idNumberKey('CC-7788-99')}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(row!.n).toBe(1);
  });
});

// ---------------------------------------------------------------- migration 0004

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The migrations folder up to and including `lastTag` (a copy with a shortened journal). */
function migrationsUpTo(lastTag: string): { folder: string; dispose(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

type Migratable = { db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

/** An empty (unmigrated) scratch database on the server at `serverUrl`, migrated step by step. */
async function migratableOn(serverUrl: string): Promise<Migratable> {
  const scratch = await createScratchDatabase(serverUrl, 'portal_migration');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    // As the server opens a database (db/client.ts): the high claims threshold first, then the
    // migrations (0036 fills a rollup keyed by it).
    migrate: async (folder) => {
      const conn = await pool.connect();
      try {
        await defineHighClaimsThreshold(conn);
      } finally {
        conn.release();
      }
      await migrate(db, { migrationsFolder: folder });
    },
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

const migratables: { name: string; open(): Promise<Migratable> }[] = [
  { name: 'embedded', open: () => migratableOn(testServerUrl()) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres', open: () => migratableOn(process.env.TEST_DATABASE_URL!) }]
    : []),
];

/** ID numbers as they may already be stored, and what the domain makes of them. */
const LEGACY = [
  'AB-123', // the oldest of its key: keeps it
  'ab 123',
  'ＡＢ１２３',
  'A\u200BB/1.2\u20133',
  'XY-0001',
  'xy\u00A0-\u00A00002',
  'Ñ-9 9',
  'Q\\R\u3000S',
];

describe.each(migratables)('migration 0004 on $name', ({ open }) => {
  let m: Migratable;
  const ids: string[] = [];
  beforeAll(async () => {
    m = await open();
    const upTo0003 = migrationsUpTo('0003_pending_files');
    try {
      await m.migrate(upTo0003.folder);
    } finally {
      upTo0003.dispose();
    }
    // Members as they were before 0004 (no key), registered one after another.
    for (const [i, idNumber] of LEGACY.entries()) {
      const result = await m.db.execute(sql`
        insert into members (id_number, reference_number, first_name, last_name, middle_name, barangay,
          complete_address, dob, registration_date, expiry_date, created_at)
        values (${idNumber}, ${`REF-20240101-000000-${String(i).padStart(4, '0')}`}, 'Juan', 'Legacy',
          ${`M${i}`}, 'Lalud', 'Lalud', '1960-01-01', '2024-01-01', '2027-01-01',
          ${new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString()}::timestamptz)
        returning id`);
      ids.push((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
    }
    await m.migrate(MIGRATIONS);
  });
  afterAll(async () => {
    await m?.close();
  });

  const keys = async () =>
    new Map(
      (
        (await m.db.execute(sql`select id, id_number_key as key from members`)) as unknown as {
          rows: { id: string; key: string }[];
        }
      ).rows.map((r) => [r.id, r.key]),
    );

  it('fills every key as the domain computes it, keeping the oldest of colliding members on the plain key', async () => {
    const stored = await keys();
    expect(stored.get(ids[0]!)).toBe('ab123');
    expect(stored.get(ids[4]!)).toBe(idNumberKey('XY-0001'));
    expect(stored.get(ids[5]!)).toBe(idNumberKey('xy\u00A0-\u00A00002'));
    expect(stored.get(ids[6]!)).toBe(idNumberKey('Ñ-9 9'));
    expect(stored.get(ids[7]!)).toBe('qrs');
    for (const i of [1, 2, 3]) expect(stored.get(ids[i]!)).toBe(`ab123#${ids[i]}`);
  });

  it('lists the colliding members, and the start-up report names them until their ID number is corrected', async () => {
    const collisions = await unresolvedIdNumberCollisions(m.db);
    expect(collisions.map((c) => [c.idNumber, c.sameAsMemberId])).toEqual([
      ['ab 123', ids[0]],
      ['ＡＢ１２３', ids[0]],
      ['A\u200BB/1.2\u20133', ids[0]],
    ]);
    const report = await idNumberCollisionReport(m.db);
    expect(report).toContain('3 member(s) share an ID number with an older member');
    expect(report).toContain('REF-20240101-000000-0001 (ID "ab 123"');
    expect(report).toContain('has the ID number of REF-20240101-000000-0000 (ID "AB-123"');

    // The office corrects two of them (Update Member writes the new key).
    for (const i of [1, 2]) {
      await m.db.execute(
        sql`update members set id_number = ${`AB-123-${i}`}, id_number_key = ${idNumberKey(`AB-123-${i}`)} where id = ${ids[i]}`,
      );
    }
    expect((await unresolvedIdNumberCollisions(m.db)).map((c) => c.memberId)).toEqual([ids[3]]);
    expect(await idNumberCollisionReport(m.db)).toContain('1 member(s) share');
  });

  it('then refuses a second member with a key already taken', async () => {
    await expect(
      m.db.execute(sql`
        insert into members (id_number, id_number_key, reference_number, first_name, last_name, middle_name,
          barangay, complete_address, dob, registration_date, expiry_date)
        values ('ab-123', ${idNumberKey('ab-123')}, 'REF-20240101-000000-9999', 'Ana', 'New', 'X', 'Lalud',
          'Lalud', '1970-01-01', '2024-01-01', '2027-01-01')`),
    ).rejects.toThrow();
  });
});
