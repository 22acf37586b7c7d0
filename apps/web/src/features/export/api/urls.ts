import { EXPORT_TABLES } from '@portal/domain';
import { queryString } from '../../../lib/api.ts';
import type { ExportChoice } from './keys.ts';

/** The filter's query parameters ('all' sends none). */
function filterParams(choice: ExportChoice) {
  return choice.filterType === 'all'
    ? {}
    : { filterType: choice.filterType, filterValue: choice.filterValue };
}

/** The checked tables as the API's comma list; all seven: none (the default). */
function collectionsParam(choice: ExportChoice) {
  return choice.tables.length === EXPORT_TABLES.length ? undefined : choice.tables.join(',');
}

/** GET /api/export-sql: export_all.sql. */
export const exportSqlUrl = (choice: ExportChoice) =>
  `/api/export-sql${queryString({ ...filterParams(choice), collections: collectionsParam(choice) })}`;

/** GET /api/export-storage: storage-files.zip. */
export const exportStorageUrl = (choice: ExportChoice) =>
  `/api/export-storage${queryString(filterParams(choice))}`;

/** GET /api/export-counts. */
export const exportCountsUrl = (choice: ExportChoice) =>
  `/api/export-counts${queryString({ ...filterParams(choice), collections: collectionsParam(choice) })}`;
