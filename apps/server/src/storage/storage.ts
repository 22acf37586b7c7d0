import type { Readable } from 'node:stream';

export type StoredObject = { stream: Readable; contentType: string; size: number };

/** What `put` stores: bytes in memory, or a stream of any length that is never held whole. */
export type StorageBody = Uint8Array | Readable;

/**
 * Where member files live (ARCHITECTURE "Files"). Keys are '/'-separated relative paths such as
 * 'members/id_pictures/1718000000000_photo.png'. `put` never overwrites an existing key: it throws
 * `StorageKeyError` with code 'EEXIST' so two uploads can never clobber each other.
 */
export interface Storage {
  /**
   * Stores `body` under `key`, all or nothing: a failed or aborted stream leaves no object behind.
   * A Readable body is consumed; when put fails it is destroyed.
   */
  put(key: string, body: StorageBody, contentType: string): Promise<void>;
  /** The object as a stream (the caller reads it to the end or destroys it), or null when missing. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * Removes what puts cut short by a crash left behind (the disk driver's temporary files) last
   * touched before `before`; the number removed. Drivers that leave nothing behind omit it (S3:
   * a failed single put stores nothing; for multipart uploads a bucket lifecycle rule aborts them).
   */
  removeAbandoned?(before: Date): Promise<number>;
}

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
  constructor(
    message: string,
    readonly code: 'INVALID_KEY' | 'EEXIST',
  ) {
    super(message);
  }
}

/**
 * The file store could not be reached or did not answer in time (S3 down, slow, or answering 5xx;
 * issue 30 item 2). Nothing was stored; the same request may be sent again later (503).
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  readonly code = 'STORAGE_UNAVAILABLE';
}

/** The disk holding the files is full (ENOSPC, EDQUOT; issue 30 item 3). Nothing was stored (507). */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
  readonly code = 'STORAGE_FULL';
}

/** Node's codes of a disk with no room left (out of space, over quota). */
export function isDiskFullError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A key made of safe segments only: no '..', no absolute paths, no backslashes or empty parts. */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const ok =
    key.length > 0 &&
    key.length <= 512 &&
    segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && !segment.includes('..'));
  if (!ok) throw new StorageKeyError(`invalid storage key: ${JSON.stringify(key)}`, 'INVALID_KEY');
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** Destroys a Readable body that put will not read (refused key, existing key). */
export function discardBody(body: StorageBody): void {
  if (!(body instanceof Uint8Array)) body.destroy();
}

/** The content type implied by a key's extension (keys are built with the extension of their content). */
export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPES[key.slice(dot).toLowerCase()]) || 'application/octet-stream';
}
