/** Contracts of the Export Database API (spec: Export Database, section 7; DECISIONS 32–34). */
import { z } from 'zod';
import {
  EXPORT_FILTER_TYPES,
  EXPORT_TABLES,
  type ExportTable,
  exportPeriod,
  exportTablesOf,
} from '../export-filter.ts';
import { messages } from '../messages.ts';

const filterFields = {
  /** all (default), month, week or year. */
  filterType: z.enum(EXPORT_FILTER_TYPES).default('all'),
  /** 'YYYY-MM' (month), 'YYYY-Www' (ISO week) or 'YYYY' (year), the year 2000 to 2100; none for all. */
  filterValue: z.string().max(20).optional(),
};

const periodIsValid = (q: { filterType: (typeof EXPORT_FILTER_TYPES)[number]; filterValue?: string }) =>
  exportPeriod(q.filterType, q.filterValue) !== undefined;

/** GET /api/export-storage (and the counts' period). */
export const exportStorageQuerySchema = z
  .object(filterFields)
  .refine(periodIsValid, { error: messages.invalidInput, path: ['filterValue'] });
export type ExportStorageQuery = z.output<typeof exportStorageQuerySchema>;

/** GET /api/export-sql and GET /api/export-counts. */
export const exportSqlQuerySchema = z
  .object({
    ...filterFields,
    /** A comma list of the seven tables; blank or absent: all of them. */
    collections: z.string().max(300).optional(),
  })
  .refine(periodIsValid, { error: messages.invalidInput, path: ['filterValue'] })
  .refine((q) => exportTablesOf(q.collections) !== undefined, {
    error: messages.invalidInput,
    path: ['collections'],
  })
  .transform((q) => ({ ...q, tables: exportTablesOf(q.collections) as ExportTable[] }));
export type ExportSqlQuery = z.output<typeof exportSqlQuerySchema>;

const tableName = z.enum(EXPORT_TABLES);

/** GET /api/export-counts: what the chosen filter and tables hold, before exporting. */
export const exportCountsSchema = z.object({
  tables: z.array(z.object({ table: tableName, rows: z.number().int() })),
  /** Rows of the chosen tables in all. */
  totalRows: z.number().int(),
  /** Stored files of the period (the storage zip). */
  files: z.number().int(),
});
export type ExportCounts = z.infer<typeof exportCountsSchema>;

/**
 * POST /api/export-sql/verify (multipart, the file as `file`): the export file loaded into a
 * throw-away scratch database on the portal's PostgreSQL server; per table, the rows loaded beside the count in the file's closing
 * comment.
 */
export const exportVerificationSchema = z.object({
  ok: z.boolean(),
  tables: z.array(
    z.object({
      /** One of the seven tables, or 'user' (the sign-in names the admins rows need). */
      table: z.string(),
      /** The count in the closing comment; null when the file names none. */
      expected: z.number().int().nullable(),
      loaded: z.number().int(),
      ok: z.boolean(),
    }),
  ),
  /** Why the file could not be loaded, when it could not ('Export failed' style, plain words). */
  error: z.string().nullable(),
  bytes: z.number().int(),
});
export type ExportVerification = z.infer<typeof exportVerificationSchema>;
