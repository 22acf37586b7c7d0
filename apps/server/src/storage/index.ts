import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { LocalDiskStorage } from './local-disk.ts';
import type { Storage } from './storage.ts';

export { LocalDiskStorage } from './local-disk.ts';
export type { Storage, StoredObject } from './storage.ts';
export { StorageFullError, StorageKeyError, StorageUnavailableError } from './storage.ts';

/**
 * S3_BUCKET set: that bucket; otherwise the default driver, files under DATA_DIR/files. The S3 driver
 * (and the AWS SDK, about half a second of module loading) is imported only when it is chosen.
 */
export async function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<Storage> {
  if (config.s3) {
    const { S3Storage } = await import('./s3.ts');
    const { bucket, endpoint, region, accessKeyId, secretAccessKey } = config.s3;
    return new S3Storage({ bucket, endpoint, region, credentials: { accessKeyId, secretAccessKey } });
  }
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
