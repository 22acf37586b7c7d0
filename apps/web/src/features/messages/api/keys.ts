/** The Messages list's filters as the URL holds them ('' = no filter). */
export interface MessageListFilters {
  status: string;
  channel: string;
  kind: string;
  /** YYYY-MM-DD, Manila's calendar. */
  from: string;
  to: string;
  /** A member's reference number or name words. */
  member: string;
}

export interface MessageListParams extends MessageListFilters {
  /** The `nextCursor` of the page before; '' for the newest page. */
  cursor: string;
}

/** Query keys of the messages feature. */
export const messageKeys = {
  all: ['messages'] as const,
  list: (params: MessageListParams) => ['messages', 'list', params] as const,
  member: (memberId: string) => ['messages', 'member', memberId] as const,
};
