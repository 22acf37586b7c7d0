import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through that counts and hashes (SHA-256) what goes by: the backups' and the storage export's files. */
export class Digest extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }
}
