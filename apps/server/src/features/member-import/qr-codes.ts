/**
 * Imported members' QR codes (issue 24 item 4): made right after the import commits, in the same
 * server, and by the `fill-qr-codes` job for whatever that left (a crash, a restart, another server).
 *
 * Why not inside the import's transaction: a QR code PNG takes about 20 ms of CPU, so a 10,000-row
 * import would hold its transaction (and the import lock) for minutes. The members are written
 * first, without a code; what is missing is then told by the database itself (qr_code_key is null,
 * an index answers), so the work survives any crash: whichever server runs the job next carries on.
 *
 * Files are stored the registration way: each key recorded as a pending upload before its file is
 * written (FileBatch), then one short transaction per chunk names them (and the address they
 * encode, migration 0025) on members still without a code (a concurrent Update Profile or a second filler wins: the loser's files are deleted). A crash
 * in between leaves pending rows, whose files the orphan sweep deletes.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { claimPendingFiles, deletePendingFiles } from '../../core/files.ts';
import { FileBatch, memberQrPng, qrKey } from '../../core/member-files.ts';
import { currentPublicAddress } from '../../core/settings.ts';
import type { Db } from '../../db/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../../db/schema/index.ts';
import type { Job } from '../../jobs/runner.ts';

export type QrFillDeps = Pick<AppContext, 'config' | 'storage'> & {
  db: Db;
  logError?: (error: unknown) => void;
};

/** Members per chunk: about 2 s of PNGs, one transaction. */
export const QR_CHUNK = 100;

/**
 * One chunk: up to `limit` members without a QR code (of one import batch, or any) get one.
 * `done`: fewer were found, nothing is left.
 */
export async function fillMissingQrCodes(
  deps: QrFillDeps,
  options: { batchId?: string; limit?: number } = {},
): Promise<{ made: number; done: boolean }> {
  const limit = options.limit ?? QR_CHUNK;
  const batchFilter = options.batchId ? sql`and m.import_batch_id = ${options.batchId}::uuid` : sql``;
  const missing = rowsOf<{ id: string; ref: string }>(
    await deps.db.execute(sql`
      select m.id, m.reference_number as ref from ${members} m
      where m.qr_code_key is null ${batchFilter}
      order by m.id limit ${limit}`),
  );
  if (missing.length === 0) return { made: 0, done: true };
  const address = await currentPublicAddress(deps);
  const batch = new FileBatch(deps.storage, deps.db);
  try {
    const keys: { id: string; key: string }[] = [];
    for (const member of missing) {
      const png = await memberQrPng(address, member.ref);
      keys.push({ id: member.id, key: await batch.put((ts) => qrKey(member.ref, ts), png, 'image/png') });
    }
    const named = await deps.db.transaction(async (tx) => {
      const rows = rowsOf<{ key: string }>(
        await tx.execute(sql`
          update ${members} m set qr_code_key = v.key, qr_code_address = ${address}
          from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as v(id uuid, key text)
          where m.id = v.id and m.qr_code_key is null
          returning v.key`),
      );
      const used = rows.map((r) => r.key);
      await claimPendingFiles(tx, used);
      return new Set(used);
    });
    batch.committed();
    // Members that got a code meanwhile (Update Profile, another filler) or were deleted (undo).
    const unused = keys.filter((k) => !named.has(k.key)).map((k) => k.key);
    await deletePendingFiles(deps.db, deps.storage, unused, deps.logError);
    return { made: named.size, done: missing.length < limit };
  } catch (error) {
    await batch.discard(deps.logError);
    throw error;
  }
}

/**
 * The QR codes of one import batch, made in the background right after its import commits. close()
 * stops after the chunk in progress (the job carries on) and waits for it.
 */
export class ImportQrCodes {
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(private readonly deps: QrFillDeps) {}

  /** Starts filling the batch; the promise settles when it is done (never rejects: errors are logged). */
  start(batchId: string): Promise<void> {
    const run: Promise<void> = (async () => {
      while (!this.closing) {
        const { done } = await fillMissingQrCodes(this.deps, { batchId });
        if (done) return;
      }
    })()
      .catch((error) => this.deps.logError?.(error))
      .finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  }

  /** Waits for the batches being filled now (tests, and an import's caller that wants them). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
  }
}

/** How often the job looks (an idle look is one index probe). */
export const FILL_QR_CODES_INTERVAL_MS = 60_000;
/** A run goes on with further chunks for up to this long (then the next run carries on). */
const RUN_BUDGET_MS = 20_000;

/**
 * `fill-qr-codes`: members without a QR code get one, chunk by chunk for up to 20 s a run, one
 * server at a time. Like send-outbox, the work runs on the database itself in transactions of its
 * own, not in the job's transaction (which holds only its advisory lock and job_runs row).
 */
export const fillQrCodesJob: Job = {
  name: 'fill-qr-codes',
  intervalMs: FILL_QR_CODES_INTERVAL_MS,
  async run({ app, log }) {
    const deps: QrFillDeps = {
      config: app.config,
      storage: app.storage,
      db: app.database.db,
      logError: (error) => log.error({ err: error, job: 'fill-qr-codes' }, 'a QR code file stays'),
    };
    const started = Date.now();
    let made = 0;
    let done = false;
    while (!done && Date.now() - started < RUN_BUDGET_MS) {
      const chunk = await fillMissingQrCodes(deps);
      made += chunk.made;
      done = chunk.done;
    }
    if (made > 0) log.info({ job: 'fill-qr-codes', made, done }, 'QR codes made for imported members');
  },
};
