/** The claims report's filters as sent: the range always given, '' = no filter. */
export interface ClaimsReportFilters {
  /** YYYY-MM-DD, both included (Manila's calendar). */
  from: string;
  to: string;
  service: string;
  category: string;
  institution: string;
  barangay: string;
  adminId: string;
}

/** Query keys of the claims-report feature; every one starts with 'claims-report'. */
export const claimsReportKeys = {
  all: ['claims-report'] as const,
  report: (filters: ClaimsReportFilters) => ['claims-report', 'totals', filters] as const,
  admins: ['claims-report', 'admins'] as const,
};

/** The query string's parameters (no empty ones). */
export function claimsReportQuery(filters: ClaimsReportFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return query;
}
