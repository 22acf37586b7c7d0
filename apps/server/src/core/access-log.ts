/**
 * The access log's writer (issue 27 item 3, DECISIONS 46): reads are recorded off the request's
 * critical path. A read's entry goes into an in-process buffer; the buffer is written with ONE
 * multi-row INSERT once a second, or at once when it holds `batchSize` entries, and when the app
 * closes (SIGTERM: main.ts closes the app once the requests under way are answered).
 *
 * What a crash costs: entries still in the buffer — at most the last second's reads (or the last
 * `batchSize`) — are lost when the process dies without closing (kill -9, power cut). The read
 * itself then went unrecorded. That is the price of not adding a write (and a round trip) to every
 * read; a write in the request would lose none but cost each profile view an INSERT.
 * While the database is unreachable the entries stay buffered and are retried; past `maxBuffered`
 * the oldest are dropped, and the error log says how many.
 */
import type { AccessKind } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export type AccessEntry = {
  at: Date;
  adminId: string | null;
  kind: AccessKind;
  /** E.g. which image was read. */
  detail: string | null;
  memberId: string | null;
  rows: number | null;
  address: string | null;
  /** 'GET /api/members/:id' */
  route: string;
};

export type AccessLogOptions = {
  pool: pg.Pool;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** How long an entry may wait in the buffer (ms). */
  flushMs?: number;
  /** A buffer this full is written at once. */
  batchSize?: number;
  /** Past this many unwritten entries (database unreachable) the oldest are dropped. */
  maxBuffered?: number;
  /** false: nothing is recorded (the bench's switch to measure the log's cost). */
  enabled?: boolean;
};

const INSERT = {
  name: 'access_log_insert',
  text:
    'insert into access_log (at, admin_id, kind, detail, member_id, rows, address, route) ' +
    'select * from unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::int[], $7::text[], $8::text[])',
};

export class AccessLogWriter {
  private buffer: AccessEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly flushMs: number;
  private readonly batchSize: number;
  private readonly maxBuffered: number;
  /** Off: nothing is recorded (the bench turns it off and on between runs to measure its cost). */
  enabled: boolean;

  constructor(private readonly options: AccessLogOptions) {
    this.flushMs = options.flushMs ?? 1000;
    this.batchSize = options.batchSize ?? 200;
    this.maxBuffered = options.maxBuffered ?? 50_000;
    this.enabled = options.enabled ?? true;
  }

  /** Buffers one entry; never waits and never throws. */
  record(entry: AccessEntry): void {
    if (!this.enabled) return;
    this.buffer.push(entry);
    if (this.buffer.length >= this.batchSize) void this.flush();
    else this.schedule();
  }

  /** Entries not yet written (tests, shutdown). */
  get pending(): number {
    return this.buffer.length;
  }

  /** Writes everything buffered so far; resolves once it is in the database (or failed and kept). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.writing = this.writing.then(() => this.writeOut());
    return this.writing;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.flushMs);
    this.timer.unref();
  }

  private async writeOut(): Promise<void> {
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    try {
      await this.options.pool.query({
        ...INSERT,
        values: [
          batch.map((e) => e.at.toISOString()),
          batch.map((e) => e.adminId),
          batch.map((e) => e.kind),
          batch.map((e) => e.detail),
          batch.map((e) => e.memberId),
          batch.map((e) => e.rows),
          batch.map((e) => e.address),
          batch.map((e) => e.route),
        ],
      });
    } catch (error) {
      // Kept for the next try (oldest first), within the bound.
      const kept = [...batch, ...this.buffer];
      const dropped = Math.max(0, kept.length - this.maxBuffered);
      this.buffer = kept.slice(dropped);
      this.options.log.error(
        { err: error, buffered: this.buffer.length, dropped },
        dropped > 0
          ? `access log: ${dropped} entries lost (the database refused them too long)`
          : 'access log: entries kept to write again',
      );
      this.schedule();
    }
  }

  /** The app closes: what is buffered is written now (one try). */
  async close(): Promise<void> {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.buffer.length > 0) {
      this.options.log.error(`access log: ${this.buffer.length} entries lost at shutdown`);
      this.buffer = [];
    }
  }
}
