/** Query keys of the members feature; every member query starts with 'members' so one invalidation refreshes all. */
export interface MemberListParams {
  search: string;
  barangay: string;
  year: string;
  month: string;
  page: number;
}

export const memberKeys = {
  all: ['members'] as const,
  list: (params: MemberListParams) => ['members', 'list', params] as const,
  archived: (params: { search: string; page: number }) => ['members', 'archived', params] as const,
  registrationYears: ['members', 'registration-years'] as const,
  detail: (id: string) => ['members', 'detail', id] as const,
};

/** A query string without the empty parameters. */
export function queryString(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== '' && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
