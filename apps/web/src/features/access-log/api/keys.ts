/** The access log's filters as the URL holds them ('' = no filter). */
export interface AccessLogFilters {
  adminId: string;
  kind: string;
  /** A member's reference number. */
  member: string;
  /** YYYY-MM-DD, Manila's calendar. */
  from: string;
  to: string;
}

export interface AccessLogParams extends AccessLogFilters {
  page: number;
}

/** Query keys of the access-log feature. */
export const accessKeys = {
  all: ['access-log'] as const,
  page: (params: AccessLogParams) => ['access-log', 'page', params] as const,
  member: (memberId: string, page: number) => ['access-log', 'member', memberId, page] as const,
};
