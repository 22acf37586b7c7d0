/**
 * The claim transaction writes its values into the SQL text as escaped literals on PostgreSQL (two
 * round trips instead of six), as arguments of its prepared statements: every odd string must come
 * back exactly as sent, and none can change the statement.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { literal } from '../src/db/literal.ts';
import { activityLogs, claimedServices, serviceLimits } from '../src/db/schema/index.ts';
import { claimBody, insertMember, json, NOW, postClaim } from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

const ODD = `St. Luke's "Annex" \\ back\\slash \\' '' ; drop table members; -- ñ 病院 $$ $q$ \\x00`;

describe.each(backends)('claim SQL literals on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await t.headAdmin();
  });
  const claim = (memberId: string, body: unknown) => postClaim(t.app, admin.cookie, memberId, body);

  it('stores quotes, backslashes and SQL-looking text exactly as sent', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const res = await claim(id, claimBody({ institution: ODD }));
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).claim.institution).toBe(ODD);
    const [row] = await t.app.ctx.db.select().from(claimedServices).where(eq(claimedServices.memberId, id));
    expect(row!.institution).toBe(ODD);
    const [log] = await t.app.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'claim.created'))
      .orderBy(activityLogs.createdAt);
    expect(log).toBeDefined();
    // The same institution again is a duplicate (the read compares it exactly).
    expect((await claim(id, claimBody({ institution: ODD }))).statusCode).toBe(409);
  });

  it('refuses an odd service type without touching anything', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const res = await claim(id, claimBody({ serviceType: `MRI' or '1'='1` }));
    expect(res.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(claimedServices).where(eq(claimedServices.memberId, id))).toEqual(
      [],
    );
    expect((await t.app.ctx.db.select().from(serviceLimits)).length).toBeGreaterThan(0);
  });

  it('prepares its statements again when the session lost them (e.g. DEALLOCATE)', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    expect((await claim(id, claimBody({ institution: 'Before' }))).statusCode).toBe(201);
    // The pool's most recently released connection, which the next claim takes again (idle
    // connections are reused last in, first out).
    await t.app.ctx.db.execute(sql`do $$ declare n text; begin
      for n in select name from pg_prepared_statements where name like 'portal\_%' loop
        execute format('deallocate %I', n);
      end loop; end $$`);
    const res = await claim(id, claimBody({ institution: 'After' }));
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.app.ctx.db.select().from(claimedServices).where(eq(claimedServices.memberId, id));
    expect(rows.map((r) => r.institution).sort()).toEqual(['After', 'Before']);
  });

  it('answers 404 for an unknown or malformed member id', async () => {
    expect((await claim('00000000-0000-4000-8000-000000000000', claimBody())).statusCode).toBe(404);
    expect((await claim(`x'; drop table members; --`, claimBody())).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('literal', () => {
  it('writes null, booleans, finite numbers and escaped strings', () => {
    expect(literal(null)).toBe('null');
    expect(literal(true)).toBe('true');
    expect(literal(150_050)).toBe('150050');
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
    expect(() => literal(Number.NaN)).toThrow();
  });
});
