import type { ReportSort } from '@portal/domain';

/** The report's filters and sort as the URL holds them ('' = none): strings, unlike the domain's parsed `ReportFilters`. */
export interface ReportUrlFilters {
  search: string;
  barangay: string;
  status: string;
  year: string;
  month: string;
  sort: ReportSort;
}

/** What chooses the report's set of members (the sort only orders it). */
export type ReportSetFilters = Omit<ReportUrlFilters, 'sort'>;

export interface ReportParams extends ReportUrlFilters {
  page: number;
}

/** Query keys of the reports feature; every reports query starts with 'reports'. */
export const reportKeys = {
  all: ['reports'] as const,
  page: (params: ReportParams) => ['reports', 'page', params] as const,
  summary: (filters: ReportSetFilters) => ['reports', 'summary', filters] as const,
  print: (filters: ReportUrlFilters) => ['reports', 'print', filters] as const,
};

/** The query string's parameters of a report request (no empty ones, no default sort). */
export function reportQuery(filters: ReportSetFilters | ReportUrlFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return query;
}
