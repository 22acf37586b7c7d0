/**
 * Contracts of the member import (DECISIONS 38). The file travels as multipart/form-data (one
 * part `file`, a .csv or .xlsx); these are the answers, the batch list and the path parameters.
 */
import { z } from 'zod';
import { idParamsSchema, instantString, isoDateString } from './common.ts';

/** A row the import will write (or wrote). */
export const importAcceptedRowSchema = z.object({
  /** The row number in the spreadsheet (the header is row 1). */
  row: z.number().int(),
  idNumber: z.string(),
  /** 'First Middle Last Suffix'. */
  fullName: z.string(),
  barangay: z.string(),
  registrationDate: isoDateString(),
  /** The file's reference number, kept; null when one will be issued. */
  referenceNumber: z.string().nullable(),
});
type ImportAcceptedRow = z.infer<typeof importAcceptedRowSchema>;

/** One problem of a refused row. */
export const importProblemSchema = z.object({
  /** The field's label as in the template's header ('Barangay'); several joined by ', ' for a duplicate member. */
  field: z.string(),
  /** The value as typed (trimmed); '' for an empty cell. */
  value: z.string(),
  /** What is wrong, naming the value and the rule ('\'Bayanan 1\' is not a barangay of Calapan City. Did you mean …'). */
  message: z.string(),
});

/** A row the import refuses, with one message per problem. */
export const importRefusedRowSchema = z.object({
  /** The row number in the spreadsheet (the header is row 1). */
  row: z.number().int(),
  /** The labels of the fields at fault ('Date of Birth'), joined by ', '. */
  field: z.string(),
  /** The problems' messages, joined by a space. */
  message: z.string(),
  /** Each problem of the row: field, value, message. */
  problems: z.array(importProblemSchema),
  /** The row's cells as read, in the file's column order (for the refused-rows CSV). */
  cells: z.array(z.string()),
});
type ImportRefusedRow = z.infer<typeof importRefusedRowSchema>;

/** POST /api/member-import/preview: what Import would do with this file now. */
export const importPreviewSchema = z.object({
  fileName: z.string(),
  /** The file's header row as read (the refused-rows CSV repeats it). */
  headers: z.array(z.string()),
  /** Member rows read (blank rows left out). */
  rows: z.number().int(),
  /** How many rows Import would write. */
  acceptedCount: z.number().int(),
  /** The first accepted rows (at most 100), to check the columns were read as meant. */
  accepted: z.array(importAcceptedRowSchema),
  /** Every refused row, in file order. */
  refused: z.array(importRefusedRowSchema),
  /** Row numbers of blank rows, skipped (at most 100 listed). */
  blankRows: z.array(z.number().int()),
  blankRowCount: z.number().int(),
  /** The most member rows one file may hold. */
  maxRows: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** An import batch: one file's members, written together, undone together. */
export const importBatchSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  createdAt: instantString(),
  /** Who imported it ('Admin' when that account is gone). */
  createdByName: z.string(),
  /** Members written. */
  imported: z.number().int(),
  /** Rows refused at import. */
  refused: z.number().int(),
  /** When a head admin undid it, else null. */
  undoneAt: instantString().nullable(),
  /** Members of the batch that have at least one claim (an import with claims cannot be undone). */
  membersWithClaims: z.number().int(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

/** POST /api/member-import (201) */
export const importDoneSchema = z.object({ message: z.string(), batch: importBatchSchema });
export type ImportDone = z.infer<typeof importDoneSchema>;

/** GET /api/member-import/batches: the latest 20 imports, newest first. */
export const importBatchListSchema = z.object({ batches: z.array(importBatchSchema) });
export type ImportBatchList = z.infer<typeof importBatchListSchema>;

/** POST /api/member-import/batches/:id/undo */
export const importBatchParamsSchema = idParamsSchema;
export const importUndoneSchema = z.object({ message: z.string(), batch: importBatchSchema });
export type ImportUndone = z.infer<typeof importUndoneSchema>;

/** A file of a bulk upload of ID pictures and e-signatures matched to a member. */
export const bulkImageMatchSchema = z.object({
  /** The file's name (inside a zip: its path there). */
  fileName: z.string(),
  /** Which image it becomes. */
  kind: z.enum(['idPicture', 'signature']),
  memberId: z.string(),
  /** 'First Middle Last Suffix'. */
  memberName: z.string(),
  referenceNumber: z.string(),
  idNumber: z.string(),
  /** Whether the member has this image already (storing replaces it). */
  replaces: z.boolean(),
});
export type BulkImageMatch = z.infer<typeof bulkImageMatchSchema>;

/** A file of the upload that will not be stored, and why. */
export const bulkImageUnmatchedSchema = z.object({
  fileName: z.string(),
  reason: z.string(),
});
export type BulkImageUnmatched = z.infer<typeof bulkImageUnmatchedSchema>;

/** POST /api/member-import/images/preview: how the files match, nothing stored. */
export const bulkImagesPreviewSchema = z.object({
  /** Files read (a zip's images one by one). */
  files: z.number().int(),
  matched: z.array(bulkImageMatchSchema),
  unmatched: z.array(bulkImageUnmatchedSchema),
});
export type BulkImagesPreview = z.infer<typeof bulkImagesPreviewSchema>;

/** POST /api/member-import/images (201): the matched files stored. */
export const bulkImagesDoneSchema = z.object({
  message: z.string(),
  /** Images stored. */
  stored: z.number().int(),
  /** Members they belong to. */
  members: z.number().int(),
  /** Files left out (unmatched). */
  unmatched: z.number().int(),
});
export type BulkImagesDone = z.infer<typeof bulkImagesDoneSchema>;
