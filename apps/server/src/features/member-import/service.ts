/**
 * Bulk import of existing members (DECISIONS 38): preview, import (all accepted rows in one
 * transaction, or nothing), the batch list and undo.
 */
import {
  adminFullName,
  cellsByField,
  checkImportHeader,
  type ExistingMemberKeys,
  expiryDate,
  type ImportBatch,
  type ImportFileRow,
  type ImportPreview,
  idNumberKey,
  importMessages,
  issueReferenceNumbers,
  MEMBER_IMPORT_MAX_ROWS,
  memberDuplicateKeyParts,
  memberFullName,
  messages,
  parseImportRow,
  reviewImportRows,
  todayIn,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { deletePendingFiles, markReplacedFiles } from '../../core/files.ts';
import { memberColumns } from '../../core/member-columns.ts';
import type { Queryable } from '../../core/members.ts';
import { isUuid } from '../../db/uuid.ts';
import { HttpError } from '../../http/errors.ts';
import {
  type BatchRow,
  batchById,
  batchMembersWithClaims,
  deleteBatchMembers,
  existingMemberKeys,
  insertBatch,
  insertBatchNotification,
  insertImportedMembers,
  latestBatches,
  lockBatch,
  lockBatchMembers,
  lockImports,
  markBatchUndone,
  takenReferenceNumbers,
} from './queries.ts';
import { readSpreadsheet, type Spreadsheet } from './spreadsheet.ts';

type Deps = Pick<AppContext, 'db' | 'storage' | 'config' | 'now'> & { logError?: (e: unknown) => void };

export type UploadedSpreadsheet = { fileName: string; bytes: Buffer };

/** How many accepted rows and blank row numbers a preview lists (the counts are always whole). */
const PREVIEW_LIST = 100;

const batchNotFound = () => new HttpError(404, 'IMPORT_NOT_FOUND', importMessages.importBatchNotFound);

/** The file read, its header checked and every row parsed by the registration rules. */
async function readRows(
  file: UploadedSpreadsheet,
  today: string,
): Promise<{ sheet: Spreadsheet; rows: ImportFileRow[] }> {
  const sheet = await readSpreadsheet(file.bytes);
  const header = checkImportHeader(sheet.headers);
  if (!header.ok) throw new HttpError(400, header.code, header.message);
  if (sheet.rows.length === 0) throw new HttpError(400, 'IMPORT_NO_ROWS', importMessages.importNoRows);
  const rows = sheet.rows.map(({ row, cells }) => ({
    row,
    cells,
    parsed: parseImportRow(cellsByField(header.fields, cells), today),
  }));
  return { sheet, rows };
}

/** What the members already hold of the file's keys (rows the rules refused are not looked up). */
function lookUpKeys(db: Queryable, rows: readonly ImportFileRow[]): Promise<ExistingMemberKeys> {
  const idNumberKeys: string[] = [];
  const referenceNumbers: string[] = [];
  const identities = [];
  for (const { parsed } of rows) {
    if (!parsed.ok) continue;
    idNumberKeys.push(idNumberKey(parsed.input.idNumber));
    if (parsed.referenceNumber) referenceNumbers.push(parsed.referenceNumber);
    const p = memberDuplicateKeyParts(parsed.input);
    identities.push({ l: p.lastName, f: p.firstName, m: p.middleName, d: p.dob, b: p.barangay });
  }
  return existingMemberKeys(db, { idNumberKeys, referenceNumbers, identities });
}

/** Preview: what Import would write and refuse, row by row, with registration's messages. */
export async function previewImport(deps: Deps, file: UploadedSpreadsheet): Promise<ImportPreview> {
  const today = todayIn(deps.config.timeZone, deps.now());
  const { sheet, rows } = await readRows(file, today);
  const { accepted, refused } = reviewImportRows(rows, await lookUpKeys(deps.db, rows));
  return {
    fileName: file.fileName,
    headers: sheet.headers,
    rows: rows.length,
    acceptedCount: accepted.length,
    accepted: accepted.slice(0, PREVIEW_LIST).map((a) => ({
      row: a.row,
      idNumber: a.input.idNumber,
      fullName: memberFullName(a.input),
      barangay: a.input.barangay,
      registrationDate: a.input.registrationDate,
      referenceNumber: a.referenceNumber,
    })),
    refused,
    blankRows: sheet.blankRows.slice(0, PREVIEW_LIST),
    blankRowCount: sheet.blankRows.length,
    maxRows: MEMBER_IMPORT_MAX_ROWS,
  };
}

function toImportBatch(row: BatchRow): ImportBatch {
  return {
    id: row.id,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    createdByName: adminFullName({ firstName: row.createdByFirstName, lastName: row.createdByLastName }),
    imported: row.imported,
    refused: row.refused,
    undoneAt: row.undoneAt ? row.undoneAt.toISOString() : null,
    membersWithClaims: row.membersWithClaims,
  };
}

/** Whether a failed write is a unique index refusing a member a concurrent registration wrote first. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | null; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * Import: the file checked again under the import lock (two imports never interleave), then every
 * accepted row, the batch, its one 'import' notification and one activity-log entry in one transaction —
 * all or nothing. Reference numbers are kept when valid and unique, issued otherwise.
 */
export async function importMembers(
  deps: Deps,
  admin: SignedInAdmin,
  file: UploadedSpreadsheet,
): Promise<ImportBatch> {
  const now = deps.now();
  const today = todayIn(deps.config.timeZone, now);
  const { rows } = await readRows(file, today);
  try {
    const batchId = await deps.db.transaction(async (tx) => {
      await lockImports(tx);
      const { accepted, refused } = reviewImportRows(rows, await lookUpKeys(tx, rows));
      if (accepted.length === 0)
        throw new HttpError(400, 'IMPORT_NOTHING_TO_IMPORT', importMessages.importNothingToImport);
      const refs = await referenceNumbersFor(
        tx,
        accepted.map((a) => a.referenceNumber),
        now,
        deps.config.timeZone,
      );
      const batch = await insertBatch(tx, {
        fileName: file.fileName,
        imported: accepted.length,
        refused: refused.length,
        createdBy: admin.userId,
      });
      const written = await insertImportedMembers(
        tx,
        accepted.map((a, i) => ({
          ...memberColumns(a.input),
          referenceNumber: refs[i]!,
          registrationDate: a.input.registrationDate,
          expiryDate: expiryDate(a.input.registrationDate),
        })),
        { id: batch.id, createdBy: admin.userId },
      );
      // A row count that differs means the statement went wrong.
      if (written !== accepted.length)
        throw new Error(`import wrote ${written} members for ${accepted.length} accepted rows`);
      // One notification for the batch (issue 23), not one per member; not shown to the importer.
      await insertBatchNotification(
        tx,
        { id: batch.id, createdBy: admin.userId },
        {
          title: messages.importNotificationTitle,
          message: messages.importNotification(accepted.length, file.fileName, adminFullName(admin)),
        },
      );
      await recordActivity(tx, admin, 'members.imported', {
        batchId: batch.id,
        fileName: file.fileName,
        members: accepted.length,
        refused: refused.length,
      });
      return batch.id;
    });
    return toImportBatch((await batchById(deps.db, batchId))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'IMPORT_CONFLICT', importMessages.importConflict);
    throw error;
  }
}

/** Each accepted row's reference number: its own when kept, else a new one no member has. */
async function referenceNumbersFor(
  db: Queryable,
  kept: readonly (string | null)[],
  now: Date,
  timeZone: string,
): Promise<string[]> {
  const missing = kept.filter((r) => r === null).length;
  const taken = new Set(kept.filter((r): r is string => r !== null));
  let issued = issueReferenceNumbers(missing, now, timeZone, Math.random, taken);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const used = await takenReferenceNumbers(db, issued);
    if (used.size === 0) break;
    for (const ref of issued) taken.add(ref);
    for (const ref of used) taken.add(ref);
    const again = issueReferenceNumbers(used.size, now, timeZone, Math.random, taken);
    issued = issued.filter((r) => !used.has(r)).concat(again);
  }
  let next = 0;
  return kept.map((r) => r ?? issued[next++]!);
}

export async function importBatches(deps: Deps): Promise<ImportBatch[]> {
  return (await latestBatches(deps.db, 20)).map(toImportBatch);
}

/**
 * Undo (head admin): deletes the batch's members — with what was added to them since (notifications,
 * beneficiaries, renewals, uploaded files) — as long as none has a claim; the batch stays listed as
 * undone, and the activity log keeps one entry.
 */
export async function undoImport(deps: Deps, admin: SignedInAdmin, id: string): Promise<ImportBatch> {
  if (!isUuid(id)) throw batchNotFound();
  let files: string[] = [];
  await deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, id);
    if (!batch) throw batchNotFound();
    if (batch.undoneAt)
      throw new HttpError(409, 'IMPORT_ALREADY_UNDONE', importMessages.importBatchAlreadyUndone);
    const locked = await lockBatchMembers(tx, id);
    if ((await batchMembersWithClaims(tx, id)) > 0) {
      throw new HttpError(409, 'IMPORT_HAS_CLAIMS', importMessages.importBatchHasClaims);
    }
    files = locked.flatMap((m) => m.files).filter((key): key is string => key !== null);
    await markReplacedFiles(tx, files);
    const removed = await deleteBatchMembers(tx, id);
    await markBatchUndone(tx, id, deps.now(), admin.userId);
    await recordActivity(tx, admin, 'members.import_undone', {
      batchId: id,
      fileName: batch.fileName,
      members: removed,
    });
  });
  await deletePendingFiles(deps.db, deps.storage, files, deps.logError);
  return toImportBatch((await batchById(deps.db, id))!);
}
