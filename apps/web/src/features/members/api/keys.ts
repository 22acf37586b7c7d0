/** Query keys of the members feature; every member query starts with 'members' so one invalidation refreshes all. */
export interface MemberListParams {
  search: string;
  barangay: string;
  year: string;
  month: string;
  /** The table view's sort (the domain's MEMBER_LIST_SORTS); '' for the list's own order. */
  sort: string;
  page: number;
}

/** Which ID cards to print (one of ids, batch, barangay) and which part of 200. */
export interface IdCardsParams {
  ids: string;
  batch: string;
  barangay: string;
  part: number;
}

export const memberKeys = {
  all: ['members'] as const,
  list: (params: MemberListParams) => ['members', 'list', params] as const,
  archived: (params: { search: string; page: number }) => ['members', 'archived', params] as const,
  registrationYears: ['members', 'registration-years'] as const,
  detail: (id: string) => ['members', 'detail', id] as const,
  idCards: (params: IdCardsParams) => ['members', 'id-cards', params] as const,
};
