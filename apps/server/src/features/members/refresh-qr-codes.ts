/**
 * QR codes made again for the confirmed public address (issue 24 item 1, DECISIONS 54). A QR code
 * made while the address was unconfirmed leads to localhost, and one made before the address changed
 * leads to the old one: once an address is confirmed (PUBLIC_URL, or a head admin's), each member
 * whose stored code encodes another address gets a new one, a batch at a time.
 *
 * Each member is one short transaction of its own, as an Update Profile would be: the new file is
 * recorded as a pending upload and written first (FileBatch), the row is changed only if it still
 * names the code that was read (a concurrent change wins; the new file is then discarded), the old
 * file is recorded as replaced in that transaction and deleted after the commit. Whatever dies in
 * between leaves pending rows for the sweep, never a file no row names.
 *
 * Codes of unknown address (made before migration 0025) are made again only for an address a head
 * admin confirmed: with PUBLIC_URL set, they were made for it already.
 */
import { and, asc, eq, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { deletePendingFiles, markReplacedFiles } from '../../core/files.ts';
import { readSettings, resolvePublicAddress } from '../../core/settings.ts';
import type { Db } from '../../db/index.ts';
import { members } from '../../db/schema/index.ts';
import type { Job } from '../../jobs/runner.ts';
import { FileBatch, memberQrPng, qrKey } from './images.ts';

type Deps = Pick<AppContext, 'config' | 'storage'> & { db: Db; logError?: (error: unknown) => void };

export type QrRefreshResult = {
  /** The address the codes were made for; null while none is confirmed (nothing done). */
  address: string | null;
  refreshed: number;
  /** Members changed meanwhile (their code was left to them). */
  skipped: number;
  /** Fewer than the batch were found: every stored code encodes the address. */
  done: boolean;
};

/** The members whose stored QR code encodes another address than `address`. */
function staleCode(address: string, includeUnknown: boolean): SQL {
  const other = [lt(members.qrCodeAddress, address), gt(members.qrCodeAddress, address)];
  // Written as ranges (not <>) so the partial index members_qr_code_address_idx answers.
  return and(
    isNotNull(members.qrCodeKey),
    or(...other, ...(includeUnknown ? [isNull(members.qrCodeAddress)] : [])),
  )!;
}

/** One batch: up to `limit` members' QR codes made again for the confirmed address. */
export async function refreshQrCodes(deps: Deps, limit = 100): Promise<QrRefreshResult> {
  const publicAddress = resolvePublicAddress(deps.config, await readSettings(deps.db));
  if (!publicAddress.confirmed) return { address: null, refreshed: 0, skipped: 0, done: true };
  const address = publicAddress.address;
  const stale = await deps.db
    .select({ id: members.id, referenceNumber: members.referenceNumber, qrCodeKey: members.qrCodeKey })
    .from(members)
    .where(staleCode(address, publicAddress.source === 'saved'))
    .orderBy(asc(members.id))
    .limit(limit);
  let refreshed = 0;
  let skipped = 0;
  for (const member of stale) {
    const batch = new FileBatch(deps.storage, deps.db);
    try {
      const png = await memberQrPng(address, member.referenceNumber);
      const key = await batch.put((ts) => qrKey(member.referenceNumber, ts), png, 'image/png');
      const replaced = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(members)
          .set({ qrCodeKey: key, qrCodeAddress: address })
          .where(and(eq(members.id, member.id), eq(members.qrCodeKey, member.qrCodeKey!)))
          .returning({ id: members.id });
        if (!row) return null;
        await batch.commitIn(tx);
        await markReplacedFiles(tx, [member.qrCodeKey!]);
        return member.qrCodeKey!;
      });
      if (replaced === null) {
        skipped += 1;
        await batch.discard(deps.logError);
        continue;
      }
      batch.committed();
      refreshed += 1;
      await deletePendingFiles(deps.db, deps.storage, [replaced], deps.logError);
    } catch (error) {
      await batch.discard(deps.logError);
      throw error;
    }
  }
  return { address, refreshed, skipped, done: stale.length < limit };
}

/** The job's name: confirming an address asks for a run at once (settings: jobs.runSoon). */
export const REFRESH_QR_CODES_JOB = 'refresh-qr-codes';

/** How often the job looks (an idle look is one settings read and one index look-up). */
export const REFRESH_QR_CODES_INTERVAL_MS = 60_000;

/** A run goes on with further batches for up to this long (then the next run carries on). */
const RUN_BUDGET_MS = 20_000;

/**
 * `refresh-qr-codes`: batches for up to 20 s per run, one server at a time, each minute and at once
 * when an address is confirmed (settings: jobs.runSoon), so QR codes follow a confirmed address. Like send-outbox, the work is done on the database itself in
 * transactions of its own, not in the job's transaction (which holds only its advisory lock and
 * job_runs row, which the work never touches); a crash leaves the rest to the next run.
 */
export const refreshQrCodesJob: Job = {
  name: REFRESH_QR_CODES_JOB,
  intervalMs: REFRESH_QR_CODES_INTERVAL_MS,
  async run({ app, log }) {
    const deps: Deps = {
      config: app.config,
      storage: app.storage,
      db: app.database.db,
      logError: (error) => log.error({ err: error, job: 'refresh-qr-codes' }, 'a replaced QR code stays'),
    };
    const started = Date.now();
    let refreshed = 0;
    let result: QrRefreshResult;
    do {
      result = await refreshQrCodes(deps);
      refreshed += result.refreshed;
    } while (!result.done && Date.now() - started < RUN_BUDGET_MS);
    if (refreshed > 0) {
      log.info(
        { job: 'refresh-qr-codes', refreshed, done: result.done },
        `QR codes made again for ${result.address}`,
      );
    }
  },
};
