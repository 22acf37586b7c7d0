/**
 * Bulk upload of ID pictures and e-signatures (issue 24 item 4): files named by the member's ID
 * number or reference number, matched to members, previewed, then stored. The naming rule and the
 * limits live here; the server reads the files and looks the members up.
 *
 * The rule: `<ID number or reference number>[<separator><kind>].<jpg|jpeg|png>`, where the kind is
 * `photo` or `picture` (the ID picture, also when left out) or `signature` / `sig` (the
 * e-signature), and the separator `_`, `-`, `.` or a space: `2024-00123.jpg`, `2024-00123_photo.jpg`,
 * `2024-00123_signature.png`, `REF-20240105-101500-0001-photo.jpg`. Case does not matter. The ID
 * number is compared on its key (DECISIONS 40: case, spaces, dashes, dots and slashes ignored).
 */
import type { MemberImageKind } from './members.ts';
import { idNumberKey } from './members.ts';
import { isReferenceNumber } from './reference.ts';

/** At most this many images in one upload (a zip's images count one by one). */
export const BULK_IMAGES_MAX_FILES = 300;
/** The most bytes of one upload, and the most a zip's images may hold once unpacked. */
export const BULK_IMAGES_MAX_BYTES = 100 * 1024 * 1024;

export type BulkImageName =
  | {
      ok: true;
      /** The ID number or reference number as the name has it (trimmed). */
      key: string;
      kind: MemberImageKind;
      /** The key when it reads as a reference number (REF-…, upper case), else null. */
      referenceNumber: string | null;
      /** The key's ID-number key (DECISIONS 40). */
      idNumberKey: string;
    }
  | { ok: false };

const SUFFIXES: Record<string, MemberImageKind> = {
  photo: 'idPicture',
  picture: 'idPicture',
  signature: 'signature',
  sig: 'signature',
  esignature: 'signature',
};

/** The file's own name, without any folder a zip put it in. */
export function baseFileName(name: string): string {
  return name.split(/[\\/]/).pop() ?? '';
}

/** Files a zip carries that are nobody's image: folders, macOS resource forks, hidden files. */
export function isIgnoredZipEntry(name: string): boolean {
  const base = baseFileName(name);
  return name.endsWith('/') || name.startsWith('__MACOSX/') || base.startsWith('.') || base === '';
}

/** What a file's name says: whose image, and which one (see the rule above). */
export function parseBulkImageName(name: string): BulkImageName {
  const match = /^(.*)\.(jpe?g|png)$/i.exec(baseFileName(name).trim());
  if (!match) return { ok: false };
  let stem = match[1]!.trim();
  let kind: MemberImageKind = 'idPicture';
  const suffix = /^(.*?)[\s_.-]+(e-?signature|signature|sig|photo|picture)$/i.exec(stem);
  if (suffix) {
    stem = suffix[1]!.trim();
    kind = SUFFIXES[suffix[2]!.toLowerCase().replace('-', '')]!;
  }
  const key = idNumberKey(stem);
  if (key === '') return { ok: false };
  const upper = stem.toUpperCase();
  return {
    ok: true,
    key: stem,
    kind,
    referenceNumber: isReferenceNumber(upper) ? upper : null,
    idNumberKey: key,
  };
}
