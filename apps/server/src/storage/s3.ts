import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  contentTypeOfKey,
  discardBody,
  type Storage,
  type StorageBody,
  StorageKeyError,
  StorageUnavailableError,
  type StoredObject,
} from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, R2 …); unset: AWS itself. */
  endpoint?: string | null;
  region?: string;
  /** Unset: the SDK's own lookup (environment, instance role …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys per ListObjectsV2 page (S3's maximum is 1000; tests use a small one to cross pages). */
  listPageSize?: number;
  /** Bytes per multipart part; S3 requires at least 5 MiB for every part but the last. */
  partSize?: number;
  /** Each call's whole time, retries included (default S3_OPERATION_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Opening a connection (default S3_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
};

/**
 * Bounded waits (issue 30 item 2): a store that is down or hangs makes an upload fail within
 * seconds, never hold a request open. A call (one retry included) is given up after 10 s; a
 * connection not made within 3 s counts as refused. An upload makes at most three calls in a row
 * (look-up, put, and the delete of a put that timed out), so a member's registration is refused
 * within about half a minute in the worst case, and at once when the store refuses connections.
 */
export const S3_OPERATION_TIMEOUT_MS = 10_000;
export const S3_CONNECT_TIMEOUT_MS = 3_000;

const MIB = 1024 * 1024;
export const MIN_PART_SIZE = 5 * MIB;

/**
 * Objects in an S3 bucket, with the semantics of the disk driver: a put never replaces an existing
 * key (checked with HeadObject first and sent with `If-None-Match: *`, which S3 enforces but some
 * compatible servers ignore, so two puts racing on one key may both succeed there; the database row
 * that names the key has the last word), a stream of unknown length goes up in parts with at most
 * one part held in memory, and a failed upload leaves no object.
 * The credentials need ListBucket on the bucket besides Get/Put/DeleteObject: without it S3
 * answers 403 instead of 404 for a missing key, and puts and reads of missing keys fail.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly listPageSize: number;
  private readonly partSize: number;
  private readonly timeoutMs: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.listPageSize = options.listPageSize ?? 1000;
    this.partSize = Math.max(options.partSize ?? 8 * MIB, MIN_PART_SIZE);
    this.timeoutMs = options.timeoutMs ?? S3_OPERATION_TIMEOUT_MS;
    const connectionTimeout = options.connectTimeoutMs ?? S3_CONNECT_TIMEOUT_MS;
    this.client = new S3Client({
      // One retry: a store that is down answers no better on the third try, and the request waits.
      maxAttempts: 2,
      requestHandler: { connectionTimeout, requestTimeout: this.timeoutMs, throwOnRequestTimeout: true },
      region: options.region ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // The SDK's default checksums (CRC32 trailers on every upload) are refused by several
      // S3-compatible servers; S3 itself still gets the checksums it requires.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Every call goes through here: bounded by `timeoutMs` in all (connection, answer, retry), and a
   * store that is out of reach — connection refused or cut, no answer in time, a 5xx — becomes a
   * StorageUnavailableError (503 with Retry-After for the request).
   */
  private readonly call: Bounded = async (command) => {
    try {
      return await command(this.client, { abortSignal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      if (isUnreachable(error))
        throw new StorageUnavailableError(`the S3 store is out of reach: ${String(error)}`, { cause: error });
      throw error;
    }
  };

  async put(key: string, body: StorageBody, contentType: string): Promise<void> {
    try {
      assertValidKey(key);
      if (await this.exists(key)) throw alreadyExists(key);
    } catch (error) {
      discardBody(body);
      throw error;
    }
    try {
      if (body instanceof Uint8Array) await this.putWhole(key, body, contentType);
      else await this.putStream(key, body, contentType);
    } catch (error) {
      discardBody(body);
      throw statusOf(error) === 412 ? alreadyExists(key) : error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      assertValidKey(key);
    } catch {
      return null;
    }
    try {
      const object = await this.call((client, options) =>
        client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }), options),
      );
      // In Node.js the body is the HTTP response itself: it streams, nothing is buffered here.
      const stream = object.Body as Readable | undefined;
      if (!stream) return null;
      return {
        stream,
        contentType: object.ContentType ?? contentTypeOfKey(key),
        size: object.ContentLength ?? 0,
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 for a missing key as well.
    await this.call((client, options) =>
      client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }), options),
    );
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.call((client, options) =>
        client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix || undefined,
            MaxKeys: this.listPageSize,
            ContinuationToken: token,
          }),
          options,
        ),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.call((client, options) =>
        client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }), options),
      );
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  private async putWhole(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.call((client, options) =>
      client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          IfNoneMatch: '*',
        }),
        options,
      ),
    );
  }

  /**
   * Reads the stream a part at a time. A stream that ends within the first part is one PutObject;
   * a longer one becomes a multipart upload, aborted if anything fails so no object appears.
   */
  private async putStream(key: string, stream: Readable, contentType: string): Promise<void> {
    let upload: MultipartUpload | null = null;
    try {
      for await (const part of partsOf(stream, this.partSize)) {
        if (part.last && !upload) return await this.putWhole(key, part.bytes, contentType);
        upload ??= await MultipartUpload.start(this.call, this.bucket, key, contentType);
        await upload.send(part.bytes);
      }
      await upload?.complete();
    } catch (error) {
      await upload?.abort();
      throw error;
    }
  }
}

type Part = { bytes: Buffer; last: boolean };

/**
 * Cuts a stream into parts of exactly `size` bytes (some S3-compatible servers require equal parts)
 * and a shorter last one. A full part is only handed out once more bytes have arrived, so the
 * consumer knows whether it is the last; memory holds one part plus one chunk of the stream.
 */
async function* partsOf(stream: Readable, size: number): AsyncGenerator<Part> {
  let pending: Buffer[] = [];
  let filled = 0;
  for await (const data of stream) {
    let chunk: Buffer = typeof data === 'string' ? Buffer.from(data) : (data as Buffer);
    while (chunk.length > 0) {
      if (filled === size) {
        yield { bytes: Buffer.concat(pending, filled), last: false };
        pending = [];
        filled = 0;
      }
      const take = Math.min(chunk.length, size - filled);
      pending.push(chunk.subarray(0, take));
      filled += take;
      chunk = chunk.subarray(take);
    }
  }
  yield { bytes: Buffer.concat(pending, filled), last: true };
}

class MultipartUpload {
  private readonly parts: { PartNumber: number; ETag: string }[] = [];

  private constructor(
    private readonly call: Bounded,
    private readonly bucket: string,
    private readonly key: string,
    private readonly uploadId: string,
  ) {}

  static async start(call: Bounded, bucket: string, key: string, contentType: string) {
    const created = await call((client, options) =>
      client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
        options,
      ),
    );
    if (!created.UploadId) throw new Error(`S3 gave no upload id for ${key}`);
    return new MultipartUpload(call, bucket, key, created.UploadId);
  }

  async send(bytes: Buffer): Promise<void> {
    const PartNumber = this.parts.length + 1;
    const sent = await this.call((client, options) =>
      client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: this.key,
          UploadId: this.uploadId,
          PartNumber,
          Body: bytes,
          ContentLength: bytes.length,
        }),
        options,
      ),
    );
    if (!sent.ETag) throw new Error(`S3 gave no ETag for part ${PartNumber} of ${this.key}`);
    this.parts.push({ PartNumber, ETag: sent.ETag });
  }

  async complete(): Promise<void> {
    await this.call((client, options) =>
      client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: this.key,
          UploadId: this.uploadId,
          MultipartUpload: { Parts: this.parts },
          IfNoneMatch: '*',
        }),
        options,
      ),
    );
  }

  /**
   * Best effort: the parts are never assembled into an object either way, and some servers
   * (s3rver) do not implement the call. A bucket lifecycle rule removes what is left on AWS.
   */
  async abort(): Promise<void> {
    await this.call((client, options) =>
      client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: this.key, UploadId: this.uploadId }),
        options,
      ),
    ).catch(() => undefined);
  }
}

const alreadyExists = (key: string) => new StorageKeyError(`storage key already exists: ${key}`, 'EEXIST');

/** A call of the client with the options `S3Storage.call` gives it (the time limit's abort signal). */
type Call<Output> = (client: S3Client, options: { abortSignal: AbortSignal }) => Promise<Output>;
type Bounded = <Output>(call: Call<Output>) => Promise<Output>;

/** Node's errors of a connection that could not be made or was cut, and of a name that did not resolve. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The store out of reach (down, slow, failing): refused or cut connections, timeouts, 5xx answers. */
function isUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { name, code } = current as { name?: unknown; code?: unknown };
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    const errors = (current as { errors?: unknown }).errors; // AggregateError (IPv4 + IPv6 refused)
    if (Array.isArray(errors) && errors.some((e) => isUnreachable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  const status = statusOf(error);
  return status !== undefined && status >= 500;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}
