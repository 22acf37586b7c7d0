import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage, LocalDiskStorage, type Storage, StorageKeyError } from '../src/storage/index.ts';
import { MIN_PART_SIZE, S3Storage } from '../src/storage/s3.ts';
import { S3RVER_CREDENTIALS, startS3rver } from './s3rver.ts';

const MIB = 1024 * 1024;

type Subject = {
  storage: Storage;
  /** Half-written files a failed put could have left on this machine's disk. */
  strayFiles(): string[];
  close(): Promise<void>;
};
type Driver = { name: 'disk' | 's3'; open(): Promise<Subject> };

const disk: Driver = {
  name: 'disk',
  async open() {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
    return {
      storage: new LocalDiskStorage(root),
      strayFiles: () => filesUnder(root).filter((file) => path.basename(file).startsWith('.tmp-')),
      async close() {
        rmSync(root, { recursive: true, force: true });
      },
    };
  },
};

/** A bucket on an s3rver started for this suite; parts of 5 MiB, list pages of 3 keys. */
const s3: Driver = {
  name: 's3',
  async open() {
    const server = await startS3rver();
    const storage = new S3Storage({
      bucket: 'portal-test',
      endpoint: server.endpoint,
      credentials: S3RVER_CREDENTIALS,
      listPageSize: 3,
      partSize: MIN_PART_SIZE,
    });
    await storage.client.send(new CreateBucketCommand({ Bucket: 'portal-test' }));
    return {
      storage,
      strayFiles: () => [],
      async close() {
        storage.client.destroy();
        await server.stop();
      },
    };
  },
};

describe.each([disk, s3])('$name storage', (driver) => {
  let subject: Subject;
  let storage: Storage;
  beforeAll(async () => {
    subject = await driver.open();
    storage = subject.storage;
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('gives back what was put, with its content type and size', async () => {
    const bytes = randomBytes(1000);
    await storage.put('members/id_pictures/1718000000000_photo.png', bytes, 'image/png');
    const found = await storage.get('members/id_pictures/1718000000000_photo.png');
    expect(found).toMatchObject({ contentType: 'image/png', size: 1000 });
    expect(await bytesOf(found!.stream)).toEqual(bytes);
  });

  it('streams 12 MiB in and out without holding it whole', async () => {
    const body = generated(12 * MIB);
    await storage.put('large/scan.pdf', body.stream, 'application/pdf');
    const found = await storage.get('large/scan.pdf');
    expect(found).toMatchObject({ contentType: 'application/pdf', size: 12 * MIB });
    expect(await read(found!.stream)).toEqual({ sha256: body.sha256(), size: 12 * MIB });
  });

  it('never overwrites a key: bytes or stream, the second put is refused with EEXIST', async () => {
    const first = randomBytes(100);
    await storage.put('clash/same.png', first, 'image/png');
    await expect(storage.put('clash/same.png', randomBytes(100), 'image/png')).rejects.toMatchObject({
      name: 'StorageKeyError',
      code: 'EEXIST',
    });
    const second = generated(1000);
    await expect(storage.put('clash/same.png', second.stream, 'image/png')).rejects.toBeInstanceOf(
      StorageKeyError,
    );
    expect(second.stream.destroyed).toBe(true);
    const found = await storage.get('clash/same.png');
    expect(await bytesOf(found!.stream)).toEqual(first);
  });

  it.each([
    '',
    '/absolute.png',
    '../outside.png',
    'members/../../outside.png',
    'members//double.png',
    'members\\backslash.png',
    '.hidden.png',
    'members/',
  ])('refuses the invalid key %j', async (key) => {
    await expect(storage.put(key, randomBytes(10), 'image/png')).rejects.toMatchObject({
      code: 'INVALID_KEY',
    });
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).rejects.toMatchObject({ code: 'INVALID_KEY' });
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('missing/nothing-here.png')).toBeNull();
  });

  it('deletes, and deleting a missing key is fine', async () => {
    await storage.put('deleting/once.png', randomBytes(10), 'image/png');
    await storage.delete('deleting/once.png');
    expect(await storage.get('deleting/once.png')).toBeNull();
    expect(await storage.list('deleting/')).toEqual([]);
    await storage.delete('deleting/once.png');
    await storage.delete('deleting/never-was.png');
  });

  it('lists the keys under a prefix, sorted, across pages', async () => {
    const numbers = Array.from({ length: 10 }, (_, i) => String(i).padStart(2, '0'));
    const shuffled = [...numbers].sort(() => Math.random() - 0.5);
    for (const n of shuffled) await storage.put(`listing/a/${n}.pdf`, randomBytes(5), 'application/pdf');
    await storage.put('listing/b/other.pdf', randomBytes(5), 'application/pdf');
    await storage.put('listingx.pdf', randomBytes(5), 'application/pdf');

    expect(await storage.list('listing/a/')).toEqual(numbers.map((n) => `listing/a/${n}.pdf`));
    expect(await storage.list('listing/')).toEqual([
      ...numbers.map((n) => `listing/a/${n}.pdf`),
      'listing/b/other.pdf',
    ]);
    expect(await storage.list('nothing/')).toEqual([]);
  });

  it('leaves nothing behind when the stream errors midway', async () => {
    // Past the first 5 MiB part, so on S3 this is a multipart upload that never completes.
    const body = generated(8 * MIB, { failAfter: 6 * MIB });
    await expect(storage.put('broken/upload.pdf', body.stream, 'application/pdf')).rejects.toThrow(
      'upload broke off (test)',
    );
    expect(await storage.get('broken/upload.pdf')).toBeNull();
    expect(await storage.list('broken/')).toEqual([]);
    expect(subject.strayFiles()).toEqual([]);
  });

  it('leaves nothing behind when the stream is destroyed midway', async () => {
    const body = new PassThrough();
    const putting = storage.put('broken/aborted.pdf', body, 'application/pdf');
    body.write(randomBytes(64 * 1024));
    setTimeout(() => body.destroy(), 50);
    await expect(putting).rejects.toThrow();
    expect(await storage.get('broken/aborted.pdf')).toBeNull();
    expect(await storage.list('broken/')).toEqual([]);
    expect(subject.strayFiles()).toEqual([]);
  });

  it.runIf(driver.name === 's3')(
    'sends a short stream in one PutObject and a long one in parts',
    async () => {
      const s3Storage = storage as S3Storage;
      const send = vi.spyOn(s3Storage.client, 'send');
      const commandsOf = () => send.mock.calls.map(([command]) => command.constructor.name);
      try {
        await storage.put('parts/short.pdf', generated(MIB).stream, 'application/pdf');
        expect(commandsOf()).toEqual(['HeadObjectCommand', 'PutObjectCommand']);
        send.mockClear();
        await storage.put('parts/long.pdf', generated(11 * MIB).stream, 'application/pdf');
        expect(commandsOf()).toEqual([
          'HeadObjectCommand',
          'CreateMultipartUploadCommand',
          'UploadPartCommand',
          'UploadPartCommand',
          'UploadPartCommand',
          'CompleteMultipartUploadCommand',
        ]);
        expect((await storage.get('parts/long.pdf'))?.size).toBe(11 * MIB);
      } finally {
        send.mockRestore();
      }
    },
  );
});

describe('createStorage', () => {
  it('keeps files on disk under DATA_DIR/files unless an S3 bucket is configured', async () => {
    const onDisk = await createStorage({ dataDir: '/srv/portal', s3: null });
    expect(onDisk).toBeInstanceOf(LocalDiskStorage);
    expect((onDisk as LocalDiskStorage).root).toBe(path.join('/srv/portal', 'files'));

    const inBucket = await createStorage({
      dataDir: '/srv/portal',
      s3: {
        bucket: 'portal-files',
        endpoint: 'http://127.0.0.1:9000',
        region: 'ap-southeast-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
      },
    });
    expect(inBucket).toBeInstanceOf(S3Storage);
    const client = (inBucket as S3Storage).client;
    expect((inBucket as S3Storage).bucket).toBe('portal-files');
    expect(await client.config.region()).toBe('ap-southeast-1');
    expect(client.config.forcePathStyle).toBe(true);
    client.destroy();
  });
});

/**
 * `size` random bytes in 64 KiB chunks, made only as the stream is read (never all in memory);
 * `sha256()` is known once the stream has been read through. `failAfter` breaks the stream there.
 */
function generated(size: number, options: { failAfter?: number } = {}) {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let sent = 0; sent < size; ) {
      if (options.failAfter !== undefined && sent >= options.failAfter) {
        throw new Error('upload broke off (test)');
      }
      const chunk = randomBytes(Math.min(64 * 1024, size - sent));
      hash.update(chunk);
      sent += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex') };
}

/** Reads a stream through, keeping only its SHA-256 and length. */
async function read(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
