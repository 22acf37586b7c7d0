/**
 * Bulk upload of ID pictures and e-signatures (issue 24 item 4): many images, or zips of them,
 * named by ID number or reference number (the rule: packages/domain/src/member-images-bulk.ts),
 * matched to members; the preview lists what matches and what does not, and why; storing writes the
 * matched images with registration's checks (PNG or JPG by content, 5 MB / 2 MB).
 *
 * Storing is all or nothing, the registration way: every image recorded as a pending upload and
 * written first (FileBatch), then one transaction locks the members, names the new images, records
 * the images they replace for deletion and writes one activity-log entry; any failure deletes what
 * this upload wrote, and a crash leaves pending records the orphan sweep clears.
 */
import {
  BULK_IMAGES_MAX_FILES,
  type BulkImageMatch,
  type BulkImagesPreview,
  type BulkImageUnmatched,
  detectImageType,
  importMessages,
  type MemberImageKind,
  memberFullName,
  memberImageProblem,
  parseBulkImageName,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { claimPendingFiles, deletePendingFiles, markReplacedFiles } from '../../core/files.ts';
import { type CheckedImage, FileBatch } from '../../core/member-files.ts';
import type { Queryable } from '../../core/members.ts';
import type { Tx } from '../../db/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

type Deps = Pick<AppContext, 'db' | 'storage'> & { logError?: (e: unknown) => void };

/** One file of the upload, unpacked from its zip if it came in one. */
export type BulkFile = { fileName: string; bytes: Buffer };

type MemberRow = {
  id: string;
  idNumber: string;
  idNumberKey: string;
  referenceNumber: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string | null;
  archived: boolean;
  idPictureKey: string | null;
  signatureKey: string | null;
};

const memberSelect = sql`
  m.id, m.id_number as "idNumber", m.id_number_key as "idNumberKey", m.reference_number as "referenceNumber",
  m.first_name as "firstName", m.middle_name as "middleName", m.last_name as "lastName", m.suffix,
  (m.archived_at is not null) as archived, m.id_picture_key as "idPictureKey", m.signature_key as "signatureKey"`;

/** The members named by these reference numbers or ID-number keys, in one statement. */
async function membersByKeys(db: Queryable, refs: string[], idKeys: string[]): Promise<MemberRow[]> {
  if (refs.length + idKeys.length === 0) return [];
  return rowsOf<MemberRow>(
    await db.execute(sql`
      select ${memberSelect} from ${members} m
      where m.reference_number in (select jsonb_array_elements_text(${JSON.stringify(refs)}::jsonb))
         or m.id_number_key in (select jsonb_array_elements_text(${JSON.stringify(idKeys)}::jsonb))`),
  );
}

type Matched = BulkImageMatch & { image: CheckedImage };
type Matching = { matched: Matched[]; unmatched: BulkImageUnmatched[] };

/**
 * Each file by its name and content against the members: the naming rule, a PNG or JPG within its
 * kind's size, a member with that reference number (first) or ID number, not archived, and one file
 * per member and image (the first one wins).
 */
async function matchFiles(db: Queryable, files: readonly BulkFile[]): Promise<Matching> {
  const names = files.map((file) => ({ file, name: parseBulkImageName(file.fileName) }));
  const refs: string[] = [];
  const idKeys: string[] = [];
  for (const { name } of names) {
    if (!name.ok) continue;
    if (name.referenceNumber) refs.push(name.referenceNumber);
    idKeys.push(name.idNumberKey);
  }
  const found = await membersByKeys(db, refs, idKeys);
  const byRef = new Map(found.map((m) => [m.referenceNumber, m]));
  const byIdKey = new Map(found.map((m) => [m.idNumberKey, m]));
  const matched: Matched[] = [];
  const unmatched: BulkImageUnmatched[] = [];
  const taken = new Map<string, string>();
  for (const { file, name } of names) {
    const refuse = (reason: string) => unmatched.push({ fileName: file.fileName, reason });
    if (!name.ok) {
      refuse(importMessages.imageUnnamed);
      continue;
    }
    const problem = memberImageProblem(name.kind, {
      size: file.bytes.length,
      head: file.bytes.subarray(0, 16),
    });
    if (problem) {
      refuse(problem);
      continue;
    }
    const member = (name.referenceNumber && byRef.get(name.referenceNumber)) || byIdKey.get(name.idNumberKey);
    if (!member) {
      refuse(importMessages.imageNoMember(name.key));
      continue;
    }
    const memberName = memberFullName(member);
    if (member.archived) {
      refuse(importMessages.imageArchivedMember(memberName));
      continue;
    }
    const slot = `${member.id}/${name.kind}`;
    const other = taken.get(slot);
    if (other !== undefined) {
      refuse(importMessages.imageSameTwice(other));
      continue;
    }
    taken.set(slot, file.fileName);
    const type = detectImageType(file.bytes.subarray(0, 16));
    matched.push({
      fileName: file.fileName,
      kind: name.kind,
      memberId: member.id,
      memberName,
      referenceNumber: member.referenceNumber,
      idNumber: member.idNumber,
      replaces: (name.kind === 'idPicture' ? member.idPictureKey : member.signatureKey) !== null,
      image: {
        kind: name.kind,
        filename: file.fileName,
        bytes: file.bytes,
        extension: type === 'png' ? 'png' : 'jpg',
      },
    });
  }
  return { matched, unmatched };
}

/** The upload's size in files, checked once zips are unpacked. */
function checkCount(files: readonly BulkFile[]): void {
  if (files.length === 0) throw new HttpError(400, 'IMAGES_NO_FILES', importMessages.imagesNoFiles);
  if (files.length > BULK_IMAGES_MAX_FILES) {
    throw new HttpError(
      400,
      'IMAGES_TOO_MANY',
      importMessages.imagesTooMany(BULK_IMAGES_MAX_FILES.toLocaleString('en-US')),
    );
  }
}

/** Preview: which file goes to which member and image, which are left out and why; nothing stored. */
export async function previewBulkImages(deps: Deps, files: readonly BulkFile[]): Promise<BulkImagesPreview> {
  checkCount(files);
  const { matched, unmatched } = await matchFiles(deps.db, files);
  return { files: files.length, matched: matched.map(({ image: _, ...m }) => m), unmatched };
}

/** The members' current image keys, locked until the transaction ends. */
async function lockMembers(tx: Tx, ids: string[]): Promise<Map<string, MemberRow>> {
  const rows = rowsOf<MemberRow>(
    await tx.execute(sql`
      select ${memberSelect} from ${members} m
      where m.id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)
      order by m.id
      for update`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export type BulkImagesStored = { stored: number; members: number; unmatched: number };

/**
 * Stores the matched images (unmatched files are left out, as the preview said): all or nothing,
 * one activity-log entry. A member archived or deleted since the match is left out too.
 */
export async function storeBulkImages(
  deps: Deps,
  admin: SignedInAdmin,
  files: readonly BulkFile[],
): Promise<BulkImagesStored> {
  checkCount(files);
  const { matched, unmatched } = await matchFiles(deps.db, files);
  if (matched.length === 0)
    throw new HttpError(400, 'IMAGES_NOTHING_MATCHED', importMessages.imagesNothingMatched);
  const batch = new FileBatch(deps.storage, deps.db);
  let replaced: string[] = [];
  try {
    const keys = new Map<Matched, string>();
    for (const m of matched) keys.set(m, await batch.putImage(m.image));
    const result = await deps.db.transaction(async (tx) => {
      const current = await lockMembers(tx, [...new Set(matched.map((m) => m.memberId))]);
      const changes = new Map<string, Partial<Record<MemberImageKind, string>>>();
      const used: string[] = [];
      replaced = [];
      for (const m of matched) {
        const member = current.get(m.memberId);
        if (!member || member.archived) continue;
        const change = changes.get(m.memberId) ?? {};
        change[m.kind] = keys.get(m)!;
        changes.set(m.memberId, change);
        used.push(keys.get(m)!);
        const before = m.kind === 'idPicture' ? member.idPictureKey : member.signatureKey;
        if (before) replaced.push(before);
      }
      if (used.length === 0)
        throw new HttpError(400, 'IMAGES_NOTHING_MATCHED', importMessages.imagesNothingMatched);
      const rows = [...changes].map(([id, c]) => ({ id, p: c.idPicture ?? null, s: c.signature ?? null }));
      await tx.execute(sql`
        update ${members} m
        set id_picture_key = coalesce(v.p, m.id_picture_key), signature_key = coalesce(v.s, m.signature_key),
            updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, p text, s text)
        where m.id = v.id`);
      await claimPendingFiles(tx, used);
      await markReplacedFiles(tx, replaced);
      const left = unmatched.length + (matched.length - used.length);
      await recordActivity(tx, admin, 'members.images_uploaded', {
        images: used.length,
        members: changes.size,
        unmatched: left,
      });
      return { stored: used.length, members: changes.size, unmatched: left, used: new Set(used) };
    });
    // The files of members left out meanwhile were written but are named by nobody.
    const unused = batch.written.filter((key) => !result.used.has(key));
    batch.committed();
    await deletePendingFiles(deps.db, deps.storage, unused, deps.logError);
    await deletePendingFiles(deps.db, deps.storage, replaced, deps.logError);
    return { stored: result.stored, members: result.members, unmatched: result.unmatched };
  } catch (error) {
    await batch.discard(deps.logError);
    throw error;
  }
}
