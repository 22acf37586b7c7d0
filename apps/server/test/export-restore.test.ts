/**
 * README "Restoring an export", done as written, on every test server: a full export_all.sql and
 * storage-files.zip of one portal, a new database on the same server that the portal starts on once
 * (it creates its schema), `psql -v ON_ERROR_STOP=1 -f export_all.sql` (on the embedded server the
 * same file through node-postgres: a machine may have no psql), the files unzipped under DATA_DIR/files,
 * and the portal started again on it: every exported table equals the source row by row, an admin
 * sets a password through "Forgot password" (passwords are never exported) and sees the members and
 * their images.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXPORT_TABLES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { specsFor } from '../src/features/export/tables.ts';
import { AWKWARD, insertRowsAt, loadWithPg, loadWithPsql, queryOf, rowsOf } from './export-support.ts';
import { type Json, pngFile, registeredMember, registrationData } from './members-support.ts';
import { createScratchDatabase } from './scratch-database.ts';
import {
  backends,
  CapturingMailer,
  cookieFrom,
  pathOf,
  testConfig,
  testServerUrl,
  useTestApp,
} from './support.ts';
import { unzipEntries } from './zip.ts';

describe.each(backends)('restoring a full export into a new database on $name (README)', (backend) => {
  const source = useTestApp(backend);
  const external = backend.name === 'postgres';

  it('restores every row and file, and the portal runs on it', async () => {
    const head = await source.headAdmin();
    const cookie = head.cookie;
    await registeredMember(source.app, cookie, registrationData({ firstName: 'Restored' }));
    await insertRowsAt(source.app.ctx.database, '2025-03-01T02:00:00Z', AWKWARD);
    const sqlFile = (await source.app.inject({ method: 'GET', url: '/api/export-sql', headers: { cookie } }))
      .body;
    const zip = (await source.app.inject({ method: 'GET', url: '/api/export-storage', headers: { cookie } }))
      .rawPayload;

    // 1. A new database; the portal started on it once creates the schema.
    const server = external ? process.env.TEST_DATABASE_URL! : testServerUrl();
    const scratch = await createScratchDatabase(server, 'portal_restored');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-restored-'));
    const config = testConfig({ databaseUrl: scratch.url, dataDir });
    try {
      const first = await buildApp(config, { jobs: [], logger: false, mailer: new CapturingMailer() });
      await first.ready();
      await first.close();

      // 2. psql -v ON_ERROR_STOP=1 -f export_all.sql
      if (external) loadWithPsql(scratch.url, sqlFile);
      else await loadWithPg(scratch.url, sqlFile);
      // 3. storage-files.zip unzipped into DATA_DIR/files (the keys are the paths).
      for (const [name, bytes] of unzipEntries(zip)) {
        if (name === 'manifest.csv') continue;
        mkdirSync(path.dirname(path.join(dataDir, 'files', name)), { recursive: true });
        writeFileSync(path.join(dataDir, 'files', name), bytes);
      }

      // 4. The portal on the restored database.
      const mail = new CapturingMailer();
      const app = await buildApp(config, { jobs: [], logger: false, mailer: mail });
      await app.ready();
      try {
        const from = queryOf(source.app.ctx.database);
        const to = queryOf(app.ctx.database);
        for (const spec of specsFor([...EXPORT_TABLES])) {
          // claims_history is the portal's view on both sides: the same rows from the restored claims.
          expect(await rowsOf(to, spec, spec.source), spec.name).toEqual(
            await rowsOf(from, spec, spec.source),
          );
        }
        // Passwords are not in the export: the head admin sets one with "Forgot password".
        const asked = await app.inject({
          method: 'POST',
          url: '/api/account/password-reset',
          payload: { email: head.email },
        });
        expect(asked.statusCode).toBe(200);
        const link = await mail
          .waitFor(head.email, 'Reset your password')
          .then(() => mail.lastLink(head.email, 'Reset your password'));
        const redirect = await app.inject({ method: 'GET', url: pathOf(link) });
        const token = new URL(String(redirect.headers.location)).searchParams.get('token')!;
        const reset = await app.inject({
          method: 'POST',
          url: '/api/account/password-reset/confirm',
          payload: { token, password: 'Restor3d-pass', confirmPassword: 'Restor3d-pass' },
        });
        expect(reset.statusCode, reset.body).toBe(200);
        const signedIn = await app.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          payload: { login: head.username, password: 'Restor3d-pass' },
        });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        const restoredCookie = cookieFrom(signedIn);
        const list = await app.inject({
          method: 'GET',
          url: '/api/members',
          headers: { cookie: restoredCookie },
        });
        expect(list.statusCode).toBe(200);
        const names: string[] = list.json<Json>().members.map((m: Json) => m.fullName);
        expect(names.some((n) => n.startsWith('Restored '))).toBe(true);
        expect(names.some((n) => n.startsWith(`${AWKWARD} `))).toBe(true);
        const member = list.json<Json>().members.find((m: Json) => m.fullName.startsWith('Restored '));
        const picture = await app.inject({
          method: 'GET',
          url: `/api/members/${member.id}/images/id-picture`,
          headers: { cookie: restoredCookie },
        });
        expect(picture.statusCode).toBe(200);
        expect(picture.rawPayload).toEqual(pngFile().bytes);
      } finally {
        await app.close();
      }
    } finally {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
