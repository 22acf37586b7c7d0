import type { ExportFilterType, ExportTable } from '@portal/domain';

/** What the page exports: the filter as the API reads it and the checked tables. */
export interface ExportChoice {
  filterType: ExportFilterType;
  /** 'YYYY-MM', 'YYYY-Www' or 'YYYY'; '' for all. */
  filterValue: string;
  tables: ExportTable[];
}

/** Query keys of the export feature. */
export const exportKeys = {
  all: ['export'] as const,
  counts: (choice: ExportChoice) => ['export', 'counts', choice] as const,
};
