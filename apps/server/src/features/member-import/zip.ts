/**
 * A small zip reader for the bulk upload of ID pictures and e-signatures: the central directory
 * read first, so the entries' unpacked sizes are known (and capped) before anything is unpacked;
 * each entry then inflated with an output limit of its declared size, so a zip that lies about its
 * sizes unpacks no further than it declared. Stored and deflated entries only; encrypted entries
 * and zip64 archives are refused. Never throws anything but ZipError.
 */
import { inflateRawSync } from 'node:zlib';

export class ZipError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'too-many' | 'too-large',
    detail: string,
  ) {
    super(detail);
  }
}

export type ZipEntry = { name: string; bytes: Buffer };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Whether the bytes start as a zip archive does. */
export function isZipArchive(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  );
}

/**
 * The archive's file entries (those `keep` accepts by name), in directory order. At most
 * `maxEntries` kept entries and `maxBytes` unpacked bytes in all, else ZipError('too-many' /
 * 'too-large').
 */
export function readZip(
  zip: Buffer,
  limits: { maxEntries: number; maxBytes: number },
  keep: (name: string) => boolean = () => true,
): ZipEntry[] {
  const unreadable = (detail: string) => new ZipError('unreadable', detail);
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw unreadable('zip64');
  if (offset + size > end) throw unreadable('central directory out of bounds');

  const planned: { name: string; method: number; compressed: number; unpacked: number; local: number }[] = [];
  let total = 0;
  let at = offset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw unreadable('bad central directory entry');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const unpacked = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const rawName = zip.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: the name is UTF-8; older tools write CP437, which for the names that matter here
    // (digits, letters, dashes) reads the same as Latin-1.
    const name = rawName.toString(flags & 0x800 ? 'utf8' : 'latin1');
    at += 46 + nameLength + extraLength + commentLength;
    if (!keep(name)) continue;
    if (flags & 0x1) throw unreadable('encrypted entry');
    if (method !== 0 && method !== 8) throw unreadable('unsupported compression');
    if (planned.length + 1 > limits.maxEntries) throw new ZipError('too-many', 'too many entries');
    total += unpacked;
    if (total > limits.maxBytes) throw new ZipError('too-large', 'too many bytes unpacked');
    planned.push({ name, method, compressed, unpacked, local });
  }

  return planned.map((entry) => {
    const { local } = entry;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw unreadable('bad local header');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + entry.compressed);
    if (data.length !== entry.compressed) throw unreadable('entry out of bounds');
    let bytes: Buffer;
    if (entry.method === 0) bytes = Buffer.from(data);
    else {
      try {
        bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.unpacked) });
      } catch {
        throw unreadable('entry does not inflate to its declared size');
      }
    }
    if (bytes.length !== entry.unpacked) throw unreadable('entry size differs from the directory');
    return { name: entry.name, bytes };
  });
}
