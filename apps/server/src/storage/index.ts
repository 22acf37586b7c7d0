import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { LocalDiskStorage } from './local-disk.ts';

export { LocalDiskStorage } from './local-disk.ts';
export type { Storage, StoredObject } from './storage.ts';
export { StorageKeyError } from './storage.ts';

/** The default driver: files under DATA_DIR/files. */
export function createStorage(config: Pick<AppConfig, 'dataDir'>): LocalDiskStorage {
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
