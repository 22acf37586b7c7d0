import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { LocalDiskStorage } from './local-disk.ts';
import { S3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export { LocalDiskStorage } from './local-disk.ts';
export { S3Storage, type S3StorageOptions } from './s3.ts';
export type { Storage, StorageBody, StoredObject } from './storage.ts';
export { StorageKeyError } from './storage.ts';

/** S3_BUCKET set: that bucket; otherwise the default driver, files under DATA_DIR/files. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): Storage {
  if (config.s3) {
    const { bucket, endpoint, region, accessKeyId, secretAccessKey } = config.s3;
    return new S3Storage({ bucket, endpoint, region, credentials: { accessKeyId, secretAccessKey } });
  }
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
