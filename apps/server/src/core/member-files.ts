/**
 * Member files as stored (spec 7): their keys, the QR code image, and FileBatch, which writes the
 * files of one request so that a failed save leaves none behind. Registration, Update Profile, the
 * bulk import's QR codes and the bulk upload of ID pictures and signatures all store through it.
 */
import { type MemberImageKind, qrPayloadUrl } from '@portal/domain';
import QRCode from 'qrcode';
import type { Db, Tx } from '../db/index.ts';
import type { Storage } from '../storage/index.ts';
import { claimPendingFiles, deletePendingFiles, forgetPendingFiles, recordPendingUpload } from './files.ts';

/** An ID picture or e-signature checked by content and size, ready to store. */
export type CheckedImage = {
  kind: MemberImageKind;
  filename: string;
  bytes: Buffer;
  extension: 'png' | 'jpg';
};

/** A file name safe for a storage key, ending in the extension of its actual content. */
export function safeFilename(filename: string, extension: string, fallback: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._-]+/, '')
    .replace(/\.{2,}/g, '.')
    .slice(0, 80);
  return `${cleaned || fallback}.${extension}`;
}

const FOLDERS = { idPicture: 'members/id_pictures', signature: 'members/signatures' } as const;

/** Spec 7: members/id_pictures/{timestamp}_{filename} and members/signatures/{timestamp}_{filename}. */
export function imageKey(image: CheckedImage, timestamp: number): string {
  const fallback = image.kind === 'idPicture' ? 'id_picture' : 'signature';
  return `${FOLDERS[image.kind]}/${timestamp}_${safeFilename(image.filename, image.extension, fallback)}`;
}

/** Spec 7: members/qr_codes/{timestamp}_{ref}.png */
export function qrKey(referenceNumber: string, timestamp: number): string {
  return `members/qr_codes/${timestamp}_${safeFilename(referenceNumber, 'png', 'qr')}`;
}

/** The member's QR code as PNG, encoding `{PUBLIC_URL}/scan?ref=…` (DECISIONS 21). */
export function memberQrPng(publicUrl: string, referenceNumber: string): Promise<Buffer> {
  return QRCode.toBuffer(qrPayloadUrl(publicUrl, referenceNumber), {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 512,
  });
}

/**
 * Writes the files of one request and remembers their keys. Each key is first recorded as a
 * pending upload in a committed statement of its own (core/files.ts), then the file is written, so
 * a crash at any point leaves at most a pending row whose file the sweep deletes. The transaction
 * that saves the row naming the files calls `commitIn(tx)`; when the request fails instead,
 * `discard` deletes the files and their pending rows. A key already taken (same millisecond, same
 * name) retries with the next timestamp.
 */
export class FileBatch {
  readonly written: string[] = [];
  constructor(
    private readonly storage: Storage,
    private readonly db: Db,
  ) {}

  async put(makeKey: (timestamp: number) => string, bytes: Uint8Array, contentType: string): Promise<string> {
    let timestamp = Date.now();
    for (let attempt = 0; ; attempt += 1, timestamp += 1) {
      if (attempt > 20) throw new Error(`no free storage key for ${makeKey(timestamp)}`);
      const key = makeKey(timestamp);
      if (!(await recordPendingUpload(this.db, key))) continue;
      try {
        await this.storage.put(key, bytes, contentType);
        this.written.push(key);
        return key;
      } catch (error) {
        if ((error as { code?: string }).code === 'EEXIST') {
          // The file belongs to a saved member: only the pending row is ours.
          await forgetPendingFiles(this.db, [key]);
          continue;
        }
        // A failed put stores nothing, but a timed-out one may have: discard deletes it (and its row).
        this.written.push(key);
        throw error;
      }
    }
  }

  /** Stores a checked member image under its spec-7 key. */
  putImage(image: CheckedImage): Promise<string> {
    return this.put((ts) => imageKey(image, ts), image.bytes, IMAGE_CONTENT_TYPES[image.extension]);
  }

  /** In the transaction that saves the row naming the files: they are no longer pending. */
  commitIn(tx: Tx): Promise<void> {
    return claimPendingFiles(tx, this.written);
  }

  /** That transaction committed: the files belong to their row now, `discard` leaves them alone. */
  committed(): void {
    this.written.splice(0);
  }

  /**
   * Removes every file this batch wrote and then its pending row (best effort: a failure is logged,
   * not rethrown, and leaves the pending row for the sweep).
   */
  async discard(log?: (error: unknown) => void): Promise<void> {
    await deletePendingFiles(this.db, this.storage, this.written.splice(0), log);
  }
}

export const IMAGE_CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
