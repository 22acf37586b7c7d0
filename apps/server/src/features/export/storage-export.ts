import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { csvLine } from '@portal/domain';
import { ZipFile } from 'yazl';
import { Digest } from '../../core/digest.ts';
import type { Database } from '../../db/index.ts';
import type { Storage } from '../../storage/index.ts';
import type { PeriodBounds } from './sql-export.ts';

export type StoredFileRow = { key: string; ref: string; kind: string; memberId: string };

/** Members read per query while listing their files. */
const MEMBERS_PER_BATCH = 500;

/**
 * A file's upload time: the millisecond timestamp its key starts with
 * ('members/id_pictures/1718000000000_photo.png'), else the member's creation.
 */
const UPLOADED_AT = `case when f.key ~ '^members/[a-z_]+/[0-9]{10,15}_' then to_timestamp(substring(f.key from '^members/[a-z_]+/([0-9]+)_')::bigint / 1000.0) else m.created_at end`;

const FILES_OF = `from "members" m cross join lateral (values (m.id_picture_key, 'id_picture'), (m.signature_key, 'signature'), (m.qr_code_key, 'qr_code')) as f(key, kind)
  where f.key is not null and ($1::timestamptz is null or (${UPLOADED_AT} >= $1::timestamptz and ${UPLOADED_AT} < $2::timestamptz))`;

/** How many stored files the period holds. */
export async function countStoredFiles(database: Database, bounds: PeriodBounds): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(`select count(*)::int as n ${FILES_OF}`, [
    bounds?.start ?? null,
    bounds?.end ?? null,
  ]);
  return rows[0]?.n ?? 0;
}

/** The period's files, member by member in id order, a bounded batch per query. */
export async function* storedFiles(database: Database, bounds: PeriodBounds): AsyncGenerator<StoredFileRow> {
  const { pool } = database;
  let last = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await pool.query<StoredFileRow>(
      `select f.key, m.reference_number as ref, f.kind, m.id::text as "memberId" ${FILES_OF}
         and m.id in (select id from "members" where id > $3::uuid order by id limit ${MEMBERS_PER_BATCH})
       order by m.id, f.kind`,
      [bounds?.start ?? null, bounds?.end ?? null, last],
    );
    const { rows: ids } = await pool.query<{ id: string }>(
      `select max(id::text) as id from (select id from "members" where id > $1::uuid order by id limit ${MEMBERS_PER_BATCH}) s`,
      [last],
    );
    yield* rows;
    const next = ids[0]?.id;
    if (!next) return;
    last = next;
  }
}

export type ZipTally = { files: number; bytes: number; completed: boolean };

export const MANIFEST_HEADER = ['key', 'member_reference_number', 'kind', 'bytes', 'sha256'];

/**
 * The zip as a stream. `onDone` runs once (the activity-log entry): when every file is in, before
 * the manifest goes out, or when the client went away, or on failure.
 */
export function storageZipStream(
  database: Database,
  storage: Storage,
  bounds: PeriodBounds,
  exportedAt: Date,
  onDone: (tally: ZipTally) => Promise<void>,
): Readable {
  const zip = new ZipFile();
  const out = new PassThrough();
  const tally: ZipTally = { files: 0, bytes: 0, completed: false };
  let current: Readable | null = null;
  let reported = false;
  const report = async () => {
    if (reported) return;
    reported = true;
    await onDone(tally).catch(() => undefined);
  };
  // Resolves when the client goes away (or the reply fails): the current file is closed, no next one.
  let stopped = false;
  const gone = new Promise<void>((resolve) =>
    out.once('close', () => {
      stopped = true;
      current?.destroy();
      resolve();
    }),
  );
  zip.outputStream.on('error', (error) => out.destroy(error));
  zip.outputStream.pipe(out);

  async function run() {
    // The manifest goes to a temporary file as the zip is made (one line per file), then into the zip.
    const folder = await mkdtemp(path.join(tmpdir(), 'portal-export-'));
    const manifestPath = path.join(folder, 'manifest.csv');
    const manifest = createWriteStream(manifestPath);
    try {
      manifest.write(csvLine(MANIFEST_HEADER));
      for await (const file of storedFiles(database, bounds)) {
        if (stopped) return;
        const object = await storage.get(file.key);
        if (!object) continue; // named by a member but gone from storage: nothing to put in the zip
        const digest = new Digest();
        current = object.stream;
        const ended = new Promise<void>((resolve, reject) => {
          digest.once('end', resolve);
          digest.once('error', reject);
          object.stream.once('error', reject);
        });
        object.stream.pipe(digest);
        zip.addReadStream(digest, file.key, { compress: false, mtime: exportedAt });
        await Promise.race([ended, gone]);
        current = null;
        if (stopped) return;
        tally.files += 1;
        tally.bytes += digest.bytes;
        const line = csvLine([file.key, file.ref, file.kind, digest.bytes, digest.hash.digest('hex')]);
        if (!manifest.write(line)) await once(manifest, 'drain');
      }
      await new Promise<void>((resolve, reject) =>
        manifest.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      // Every file is in: the entry is written before the manifest goes out, so it is there when
      // the download ends. A download cut off earlier is recorded as such.
      tally.completed = true;
      await report();
      zip.addReadStream(createReadStream(manifestPath), 'manifest.csv', { mtime: exportedAt });
      zip.end();
      await Promise.race([once(zip.outputStream, 'end'), gone]);
    } finally {
      // The zip has read the manifest to its end, or the export stopped: the folder can go.
      manifest.destroy();
      await rm(folder, { recursive: true, force: true });
    }
  }

  run()
    .catch((error: unknown) => out.destroy(error as Error))
    .finally(report);
  return out;
}
