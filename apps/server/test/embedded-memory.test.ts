/**
 * The embedded server's memory (issue 29): its buffer pool and the planner's cache size follow the
 * machine's memory, not PostgreSQL's defaults of 128 MB and 4 GB, which are made to start anywhere.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { machineMemory, memorySettings, startEmbeddedPostgres } from '../src/db/embedded.ts';

const GB = 1024 * 1024 * 1024;

describe("the embedded server's memory", () => {
  it('gives a quarter of the memory to the buffer pool, no less than 128 MB and no more than 4 GB', () => {
    expect(memorySettings(8 * GB).shared_buffers).toBe('2048MB');
    expect(memorySettings(24 * GB).shared_buffers).toBe('4096MB');
    expect(memorySettings(256 * 1024 * 1024).shared_buffers).toBe('128MB');
  });

  it('tells the planner that half the memory holds cached pages, no less than 512 MB', () => {
    expect(memorySettings(8 * GB).effective_cache_size).toBe('4096MB');
    expect(memorySettings(512 * 1024 * 1024).effective_cache_size).toBe('512MB');
  });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-memory-'));
  // Run as root, the database runs as an unprivileged user who must pass through this folder.
  chmodSync(dataDir, 0o711);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with the settings of this machine', async () => {
    const server = await startEmbeddedPostgres({ dataDir, settings: { fsync: 'off' } });
    const client = new pg.Client(server.connection());
    try {
      await client.connect();
      const setting = async (name: string) =>
        (
          await client.query<{ mb: number }>(
            `select pg_size_bytes(current_setting('${name}')) / 1048576 as mb`,
          )
        ).rows[0]!.mb;
      const expected = memorySettings(machineMemory());
      expect(`${await setting('shared_buffers')}MB`).toBe(expected.shared_buffers);
      expect(`${await setting('effective_cache_size')}MB`).toBe(expected.effective_cache_size);
    } finally {
      await client.end().catch(() => undefined);
      await server.stop();
    }
  }, 60_000);
});
