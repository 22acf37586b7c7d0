import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { Database } from './client.ts';
import { claimDataDir } from './data-dir-lock.ts';
import { EmbeddedDatabaseError, type EmbeddedServer, startEmbeddedPostgres } from './embedded.ts';

export type CreateOptions = {
  /** Progress lines of the embedded server (first start, carry-over). */
  log?: (line: string) => void;
  /** Who holds the data folder, as a second start names it (main.ts: the portal's address). */
  holder?: string;
  /** The embedded server stopped without being asked to. */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
};

/**
 * DATABASE_URL set: that PostgreSQL server. Unset: the portal's own server under DATA_DIR/postgres
 * (db/embedded.ts), carrying over the data of a PGlite folder made by an earlier version first.
 * The caller holds the data folder (db/data-dir-lock.ts) before calling this.
 */
export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize' | 'embeddedSharedBuffers'>,
  options: CreateOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const { openDatabase } = await import('./client.ts');
    return openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  }
  return openEmbedded(config, options);
}

async function openEmbedded(
  config: Pick<AppConfig, 'dataDir' | 'databasePoolSize' | 'embeddedSharedBuffers'>,
  options: CreateOptions,
): Promise<Database> {
  const dataDir = path.resolve(config.dataDir);
  const log = options.log ?? ((line: string) => console.log(line));
  // Whoever opens the embedded database holds the folder (the server, `npm run seed`, a test's setup):
  // a start finding a database server running there without a portal stops it as a leftover.
  const claim = claimDataDir(dataDir, options.holder ?? `${path.basename(process.argv[1] ?? 'node')}`);
  try {
    return await openEmbeddedClaimed(dataDir, config, options, log, claim.release);
  } catch (error) {
    claim.release();
    throw error;
  }
}

async function openEmbeddedClaimed(
  dataDir: string,
  config: Pick<AppConfig, 'databasePoolSize' | 'embeddedSharedBuffers'>,
  options: CreateOptions,
  log: (line: string) => void,
  release: () => void,
): Promise<Database> {
  const pgliteFolder = path.join(dataDir, 'pglite');
  const clusterFolder = path.join(dataDir, 'postgres');
  // Set while a PGlite folder is being carried over: a start that finds it removes the half-made cluster.
  const marker = path.join(dataDir, 'postgres.carrying-over');
  if (existsSync(marker)) {
    rmSync(clusterFolder, { recursive: true, force: true });
    rmSync(marker);
  }
  const carryOver = existsSync(pgliteFolder) && !existsSync(clusterFolder);
  if (carryOver) writeFileSync(marker, `${new Date().toISOString()}\n`);

  const server: EmbeddedServer = await startEmbeddedPostgres({
    dataDir,
    sharedBuffers: config.embeddedSharedBuffers,
    log,
    onUnexpectedExit: options.onUnexpectedExit,
  });
  if (carryOver) {
    try {
      const { carryOverPglite } = await import('./carry-over.ts');
      await carryOverPglite({ pgliteFolder, connection: server.connection(), log });
    } catch (error) {
      await server.stop();
      rmSync(clusterFolder, { recursive: true, force: true });
      rmSync(marker, { force: true });
      throw error instanceof EmbeddedDatabaseError
        ? error
        : new EmbeddedDatabaseError((error as Error).message);
    }
    // The cluster is complete before the old folder changes name: a crash between the two leaves
    // both folders, and the next start uses the cluster.
    rmSync(marker, { force: true });
    let kept = `${pgliteFolder}.migrated-${new Date().toISOString().slice(0, 10)}`;
    if (existsSync(kept)) kept = `${kept}-${Date.now()}`;
    renameSync(pgliteFolder, kept);
    log(`The PGlite folder is kept as ${kept}; the portal no longer reads it.`);
  }
  // Drizzle, the migrations and the schema load only once the server is up.
  const { openDatabase } = await import('./client.ts');
  return openDatabase(server.connection(), {
    kind: 'embedded',
    poolSize: config.databasePoolSize,
    onClose: async () => {
      await server.stop();
      release();
    },
  });
}
