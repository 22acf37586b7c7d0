/**
 * Reads the storage zip of a backup back from a file on disk (the proof and `npm run restore`): its
 * entries through the central directory, zip64 included (yazl writes zip64 records past 65,535
 * entries or 4 GB), each entry's data as a stream. The export stores files uncompressed; a deflated
 * entry (manifest.csv) is inflated.
 */

import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export class NotAZipError extends Error {}

/** The entries of the zip at `file`, in the central directory's order. */
export async function zipEntries(file: string): Promise<ZipEntry[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + 0xffff + 20);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i -= 1) {
      if (tail.readUInt32LE(i) === EOCD) {
        end = i;
        break;
      }
    }
    if (end < 0) throw new NotAZipError('not a zip file (no end of central directory)');
    let count = tail.readUInt16LE(end + 10);
    let directorySize = tail.readUInt32LE(end + 12);
    let directoryOffset = tail.readUInt32LE(end + 16);
    if (end >= 20 && tail.readUInt32LE(end - 20) === ZIP64_LOCATOR) {
      const record = Buffer.alloc(56);
      await handle.read(record, 0, 56, Number(tail.readBigUInt64LE(end - 20 + 8)));
      if (record.readUInt32LE(0) !== ZIP64_EOCD) throw new NotAZipError('broken zip64 record');
      count = Number(record.readBigUInt64LE(32));
      directorySize = Number(record.readBigUInt64LE(40));
      directoryOffset = Number(record.readBigUInt64LE(48));
    }
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let i = 0; i < count; i += 1) {
      if (directory.readUInt32LE(at) !== CENTRAL) throw new NotAZipError('broken central directory');
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const entry: ZipEntry = {
        name: directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        size: directory.readUInt32LE(at + 24),
        localOffset: directory.readUInt32LE(at + 42),
      };
      // The zip64 extra field holds, in this order, those of the three that did not fit.
      let extra = at + 46 + nameLength;
      const extraEnd = extra + extraLength;
      while (extra + 4 <= extraEnd) {
        const id = directory.readUInt16LE(extra);
        const length = directory.readUInt16LE(extra + 2);
        if (id === 0x0001) {
          let field = extra + 4;
          const next = () => {
            const value = Number(directory.readBigUInt64LE(field));
            field += 8;
            return value;
          };
          if (entry.size === 0xffffffff) entry.size = next();
          if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
          if (entry.localOffset === 0xffffffff) entry.localOffset = next();
        }
        extra += 4 + length;
      }
      entries.push(entry);
      at = extraEnd + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** The entry's bytes as a stream, inflated when deflated. */
export async function zipEntryStream(file: string, entry: ZipEntry): Promise<Readable> {
  const handle = await open(file, 'r');
  const header = Buffer.alloc(30);
  try {
    await handle.read(header, 0, 30, entry.localOffset);
  } finally {
    await handle.close();
  }
  if (header.readUInt32LE(0) !== LOCAL) throw new NotAZipError(`broken entry ${entry.name}`);
  const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.compressedSize === 0) return Readable.from([]);
  const raw = createReadStream(file, { start, end: start + entry.compressedSize - 1 });
  if (entry.method === 0) return raw;
  if (entry.method !== 8) throw new NotAZipError(`entry ${entry.name} uses an unknown compression`);
  return raw.pipe(createInflateRaw());
}
