import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  activityLogs,
  members,
  membersBeneficiary,
  notifications,
  pendingFiles,
} from '../src/db/schema/index.ts';
import { beneficiary, FailingStorage, filesUnder, postMember, registrationData } from './members-support.ts';
import { backends, useTestApp } from './support.ts';

describe.each(backends)('member registration is all or nothing on $name', (backend) => {
  let storage: FailingStorage | undefined;
  const t = useTestApp(backend, {
    storage: (dataDir) => {
      storage = new FailingStorage(path.join(dataDir, 'files'));
      return storage;
    },
  });

  const count = async (table: PgTable) =>
    (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it.each([1, 2, 3])('leaves no row and no file when the storage fails on put #%i', async (failOn) => {
    const admin = await t.approvedAdmin();
    storage!.puts = 0;
    storage!.failOnPut = failOn;
    const data = registrationData({
      beneficiaries: [beneficiary(), beneficiary({ relationship: 'Parent', dob: '1930-01-01' })],
    });
    const logsBefore = await count(activityLogs);
    const res = await postMember(t.app, admin.cookie, data);
    expect(res.statusCode).toBe(500);
    expect(storage!.puts).toBe(failOn);
    expect(await count(members)).toBe(0);
    expect(await count(membersBeneficiary)).toBe(0);
    expect(await count(notifications)).toBe(0);
    expect(await count(activityLogs)).toBe(logsBefore);
    expect(await count(pendingFiles)).toBe(0);
    expect(filesUnder(path.join(t.dataDir, 'files'))).toEqual([]);
  });

  it('works again once the storage recovers', async () => {
    const admin = await t.approvedAdmin();
    storage!.failOnPut = 0;
    const res = await postMember(t.app, admin.cookie, registrationData());
    expect(res.statusCode).toBe(201);
    expect(filesUnder(path.join(t.dataDir, 'files'))).toHaveLength(3);
  });
});
