/** The activity log's filters as the URL holds them ('' = no filter). */
export interface ActivityLogFilters {
  adminId: string;
  action: string;
  /** A member's reference number. */
  member: string;
  /** YYYY-MM-DD, Manila's calendar. */
  from: string;
  to: string;
}

export interface ActivityLogParams extends ActivityLogFilters {
  page: number;
}

/** Query keys of the activity-log feature. */
export const activityKeys = {
  all: ['activity-log'] as const,
  page: (params: ActivityLogParams) => ['activity-log', params] as const,
};
