import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, lstat, mkdir, open, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  contentTypeOfKey,
  discardBody,
  isDiskFullError,
  type Storage,
  type StorageBody,
  StorageFullError,
  StorageKeyError,
  type StoredObject,
} from './storage.ts';

const TEMP_PREFIX = '.tmp-';

/**
 * Files on the local disk under `root`. A put writes (or streams) a temporary file and then links
 * it into place, so a reader never sees a half-written file and an existing key is never replaced;
 * whatever fails on the way, the temporary file is removed. The content type is implied by the
 * key's extension.
 */
export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) {
      throw new StorageKeyError(`invalid storage key: ${JSON.stringify(key)}`, 'INVALID_KEY');
    }
    return full;
  }

  async put(key: string, body: StorageBody, _contentType: string): Promise<void> {
    try {
      await this.write(key, body);
    } catch (error) {
      discardBody(body);
      // The temporary file is already removed (write's finally): nothing of it stays on the disk.
      if (isDiskFullError(error))
        throw new StorageFullError(`no space left to store ${key}`, { cause: error });
      throw error;
    }
  }

  private async write(key: string, body: StorageBody): Promise<void> {
    const target = this.pathOf(key);
    // Refused before reading: a large stream is not written out only to find the key taken.
    if (await exists(target)) throw alreadyExists(key);
    const dir = path.dirname(target);
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    try {
      if (body instanceof Uint8Array) {
        await writeFile(temp, body, { flag: 'wx', mode: 0o640 });
      } else {
        // The file is created before piping, so the cleanup below always finds it.
        const file = await open(temp, 'wx', 0o640);
        await pipeline(body, file.createWriteStream());
      }
      await link(temp, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? alreadyExists(key) : error;
      });
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    let target: string;
    try {
      target = this.pathOf(key);
    } catch {
      return null;
    }
    try {
      const info = await stat(target);
      if (!info.isFile()) return null;
      return { stream: createReadStream(target), contentType: contentTypeOfKey(key), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const file of filesUnder(this.root)) {
      if (!file.name.startsWith(TEMP_PREFIX) && file.key.startsWith(prefix)) keys.push(file.key);
    }
    return keys.sort();
  }

  /** Temporary files of puts that a crash cut short (a put in progress keeps touching its file). */
  async removeAbandoned(before: Date): Promise<number> {
    let removed = 0;
    for await (const file of filesUnder(this.root)) {
      if (!file.name.startsWith(TEMP_PREFIX)) continue;
      const info = await stat(file.full).catch(() => null);
      if (info && info.mtime < before) {
        await unlink(file.full).catch(() => undefined);
        removed += 1;
      }
    }
    return removed;
  }
}

/** Every file under `root`, with its '/'-separated key; a folder that vanished meanwhile is skipped. */
async function* filesUnder(
  root: string,
  rel = '',
): AsyncGenerator<{ full: string; key: string; name: string }> {
  const dir = rel ? path.join(root, ...rel.split('/')) : root;
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const key = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, key);
    else if (entry.isFile()) yield { full: path.join(dir, entry.name), key, name: entry.name };
  }
}

const alreadyExists = (key: string) => new StorageKeyError(`storage key already exists: ${key}`, 'EEXIST');

async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
