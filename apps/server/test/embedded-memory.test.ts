/**
 * The embedded server's memory (issue 29): its buffer pool follows the size of the databases, up to
 * a quarter of the machine's memory, and the planner's cache size follows the machine's memory — not
 * PostgreSQL's defaults of 128 MB and 4 GB, which are made to start anywhere.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  databaseFilesSize,
  machineMemory,
  memorySettings,
  startEmbeddedPostgres,
} from '../src/db/embedded.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe("the embedded server's memory", () => {
  it('gives the buffer pool the size of the databases, from 128 MB up to a quarter of the memory and 4 GB', () => {
    expect(memorySettings(16 * GB, 40 * MB).shared_buffers).toBe('128MB');
    expect(memorySettings(16 * GB, 1000 * MB).shared_buffers).toBe('1024MB');
    expect(memorySettings(8 * GB, 9 * GB).shared_buffers).toBe('2048MB');
    expect(memorySettings(24 * GB, 9 * GB).shared_buffers).toBe('4096MB');
    expect(memorySettings(256 * MB, 9 * GB).shared_buffers).toBe('128MB');
  });

  it('tells the planner that half the memory holds cached pages, no less than 512 MB', () => {
    expect(memorySettings(8 * GB, 0).effective_cache_size).toBe('4096MB');
    expect(memorySettings(512 * MB, 0).effective_cache_size).toBe('512MB');
  });

  it('counts no files where there are none, or where the folder cannot be read', () => {
    expect(databaseFilesSize(path.join(tmpdir(), 'no-such-cluster'))).toBe(0);
    // A `base` that cannot be listed (here a file, not a folder): the walk fails and counts 0.
    const unreadable = mkdtempSync(path.join(tmpdir(), 'portal-memory-unreadable-'));
    try {
      writeFileSync(path.join(unreadable, 'base'), 'not a folder');
      expect(databaseFilesSize(unreadable)).toBe(0);
    } finally {
      rmSync(unreadable, { recursive: true, force: true });
    }
  });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-memory-'));
  // Run as root, the database runs as an unprivileged user who must pass through this folder.
  chmodSync(dataDir, 0o711);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with the settings of this machine and these databases', async () => {
    const server = await startEmbeddedPostgres({ dataDir, settings: { fsync: 'off' } });
    const client = new pg.Client(server.connection());
    try {
      await client.connect();
      const setting = async (name: string) =>
        (
          await client.query<{ mb: string }>(
            `select pg_size_bytes(current_setting('${name}')) / 1048576 as mb`,
          )
        ).rows[0]!.mb;
      const expected = memorySettings(machineMemory(), databaseFilesSize(server.folder));
      expect(expected.shared_buffers).toBe('128MB');
      expect(`${await setting('shared_buffers')}MB`).toBe(expected.shared_buffers);
      expect(`${await setting('effective_cache_size')}MB`).toBe(expected.effective_cache_size);
    } finally {
      await client.end().catch(() => undefined);
      await server.stop();
    }
  }, 60_000);

  it('takes the buffer pool EMBEDDED_SHARED_BUFFERS names instead', async () => {
    const server = await startEmbeddedPostgres({
      dataDir,
      sharedBuffers: '256MB',
      settings: { fsync: 'off' },
    });
    const client = new pg.Client(server.connection());
    try {
      await client.connect();
      expect(
        (await client.query<{ v: string }>("select current_setting('shared_buffers') as v")).rows[0]?.v,
      ).toBe('256MB');
    } finally {
      await client.end().catch(() => undefined);
      await server.stop();
    }
  }, 60_000);
});
