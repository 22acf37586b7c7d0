/**
 * One embedded PostgreSQL cluster for the whole test run (the server the portal runs by default,
 * from the same binaries), with a migrated template database; every test database is a copy of the
 * template (`create database … template`), so a test file gets a fresh, migrated database in
 * milliseconds and files never see each other's rows. With TEST_DATABASE_URL the same is done on that
 * server (CI: PostgreSQL 15 from apt).
 *
 * The test cluster runs with fsync off: it is thrown away at the end of the run, and the durability
 * of the product's own settings has its own test (processes/durability.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { createTemplate, type TestServer } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's database servers: the embedded cluster always, TEST_DATABASE_URL's when set. */
    testServers: { embedded: TestServer; postgres: TestServer | null };
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-cluster-'));
  const server = await startEmbeddedPostgres({
    dataDir,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
  });
  const drops: Array<() => Promise<void>> = [];
  try {
    const embedded = await createTemplate(server.url('postgres'));
    drops.push(embedded.drop);
    let postgres: TestServer | null = null;
    if (process.env.TEST_DATABASE_URL) {
      const external = await createTemplate(process.env.TEST_DATABASE_URL);
      drops.push(external.drop);
      postgres = external.server;
    }
    project.provide('testServers', { embedded: embedded.server, postgres });
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    for (const drop of drops) await drop().catch(() => undefined);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
