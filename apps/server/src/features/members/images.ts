import {
  detectImageType,
  type MemberImageKind,
  memberImageProblem,
  messages,
  qrPayloadUrl,
} from '@portal/domain';
import QRCode from 'qrcode';
import { HttpError } from '../../http/errors.ts';
import type { Storage } from '../../storage/index.ts';
import type { UploadedFile } from './multipart.ts';

export type CheckedImage = {
  kind: MemberImageKind;
  filename: string;
  bytes: Buffer;
  extension: 'png' | 'jpg';
};

/** Refuses a file that is not PNG/JPEG by content (400) or too large for its kind (413). */
export function checkImage(kind: MemberImageKind, file: UploadedFile): CheckedImage {
  const size = file.truncated ? Number.MAX_SAFE_INTEGER : file.size;
  const problem = memberImageProblem(kind, { size, head: file.bytes.subarray(0, 16) });
  if (problem === messages.imageWrongType)
    throw new HttpError(400, 'INVALID_IMAGE', problem, { [kind]: problem });
  if (problem) throw new HttpError(413, 'FILE_TOO_LARGE', problem, { [kind]: problem });
  const type = detectImageType(file.bytes.subarray(0, 16));
  return { kind, filename: file.filename, bytes: file.bytes, extension: type === 'png' ? 'png' : 'jpg' };
}

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
 * Writes files and remembers the keys written, so a failed attempt can remove exactly its own
 * files. A key clash (same millisecond, same name) retries with the next timestamp.
 */
export class FileBatch {
  readonly written: string[] = [];
  constructor(private readonly storage: Storage) {}

  async put(makeKey: (timestamp: number) => string, bytes: Uint8Array, contentType: string): Promise<string> {
    let timestamp = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      const key = makeKey(timestamp);
      try {
        await this.storage.put(key, bytes, contentType);
        this.written.push(key);
        return key;
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST' || attempt >= 20) throw error;
        timestamp += 1;
      }
    }
  }

  /** Stores a checked member image under its spec-7 key. */
  putImage(image: CheckedImage): Promise<string> {
    return this.put((ts) => imageKey(image, ts), image.bytes, IMAGE_CONTENT_TYPES[image.extension]);
  }

  /** Removes every file this batch wrote (best effort: a failure to delete is not rethrown). */
  async discard(log?: (error: unknown) => void): Promise<void> {
    for (const key of this.written.splice(0)) {
      await this.storage.delete(key).catch((error) => log?.(error));
    }
  }
}

export const IMAGE_CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
