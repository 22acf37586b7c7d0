import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidKey,
  contentTypeOfKey,
  type Storage,
  StorageKeyError,
  type StoredObject,
} from './storage.ts';

const TEMP_PREFIX = '.tmp-';

/**
 * Files on the local disk under `root`. A put writes a temporary file and then links it into
 * place, so a reader never sees a half-written file and an existing key is never replaced.
 * The content type is implied by the key's extension.
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

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const dir = path.dirname(target);
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    await writeFile(temp, bytes, { flag: 'wx', mode: 0o640 });
    try {
      await link(temp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new StorageKeyError(`storage key already exists: ${key}`, 'EEXIST');
      }
      throw error;
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }

  async getStream(key: string): Promise<StoredObject | null> {
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
    const walk = async (dir: string, rel: string) => {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (entry.name.startsWith(TEMP_PREFIX)) continue;
        const key = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else if (entry.isFile() && key.startsWith(prefix)) keys.push(key);
      }
    };
    await walk(this.root, '');
    return keys.sort();
  }
}
