/** Export Database use cases: the SQL file, the storage zip, the counts before exporting. */
import type { Readable } from 'node:stream';
import {
  EXPORT_TABLES,
  type ExportCounts,
  type ExportSqlQuery,
  type ExportStorageQuery,
  exportPeriod,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { boundsOf, type PeriodBounds, sqlExportStream } from './sql-export.ts';
import { countStoredFiles, storageZipStream } from './storage-export.ts';
import { countSql, TABLE_SPECS } from './tables.ts';

type Deps = Pick<AppContext, 'database' | 'db' | 'config' | 'storage' | 'now'>;
type Log = (error: unknown, context: string) => void;

function boundsFor(deps: Deps, query: ExportStorageQuery): PeriodBounds {
  return boundsOf(exportPeriod(query.filterType, query.filterValue) ?? null, deps.config.timeZone);
}

const filterValueOf = (query: ExportStorageQuery) =>
  query.filterType === 'all' ? null : (query.filterValue ?? null);

/**
 * GET /api/export-sql: the file as a stream; the activity entry is written when it ends, and
 * `counted` hears how many rows it held (the access log's entry).
 */
export function exportSql(
  deps: Deps,
  admin: SignedInAdmin,
  query: ExportSqlQuery,
  log: Log,
  counted: (rows: number) => void = () => {},
): Readable {
  return sqlExportStream(
    deps.database,
    {
      tables: query.tables,
      filterType: query.filterType,
      filterValue: query.filterValue,
      bounds: boundsFor(deps, query),
      timeZone: deps.config.timeZone,
      exportedAt: deps.now(),
    },
    (tally) => {
      counted(Object.values(tally.rows).reduce((sum, n) => sum + n, 0));
      return recordActivity(deps.db, admin, 'database.exported', {
        filterType: query.filterType,
        filterValue: filterValueOf(query),
        completed: tally.completed,
        tables: [...query.tables],
        rows: tally.rows,
      }).catch((error) => log(error, 'export activity entry failed'));
    },
  );
}

/** GET /api/export-storage: the zip as a stream; the activity entry is written when it ends (`counted`: its files). */
export function exportStorage(
  deps: Deps,
  admin: SignedInAdmin,
  query: ExportStorageQuery,
  log: Log,
  counted: (files: number) => void = () => {},
): Readable {
  return storageZipStream(deps.database, deps.storage, boundsFor(deps, query), deps.now(), (tally) => {
    counted(tally.files);
    return recordActivity(deps.db, admin, 'storage.exported', {
      filterType: query.filterType,
      filterValue: filterValueOf(query),
      completed: tally.completed,
      files: tally.files,
      bytes: tally.bytes,
    }).catch((error) => log(error, 'export activity entry failed'));
  });
}

/** GET /api/export-counts: the rows of each chosen table and the stored files of the period. */
export async function exportCounts(deps: Deps, query: ExportSqlQuery): Promise<ExportCounts> {
  const bounds = boundsFor(deps, query);
  const params = [bounds?.start ?? null, bounds?.end ?? null];
  const tables: ExportCounts['tables'] = [];
  for (const table of EXPORT_TABLES.filter((t) => query.tables.includes(t))) {
    const { rows } = await deps.database.pool.query<{ n: number }>(countSql(TABLE_SPECS[table]), params);
    tables.push({ table, rows: rows[0]?.n ?? 0 });
  }
  return {
    tables,
    totalRows: tables.reduce((sum, t) => sum + t.rows, 0),
    files: await countStoredFiles(deps.database, bounds),
  };
}
