import type { RenewalListWindow } from '@portal/domain';

/** The renewals list's filters, as the URL holds them. */
export interface RenewalListParams {
  window: RenewalListWindow;
  barangay: string;
  search: string;
  page: number;
}

/** Query keys of the renewals feature; every renewals query starts with 'renewals' so a renewal refreshes all. */
export const renewalKeys = {
  all: ['renewals'] as const,
  list: (params: RenewalListParams) => ['renewals', 'list', params] as const,
  worklist: (barangay: string) => ['renewals', 'worklist', barangay] as const,
  member: (memberId: string) => ['renewals', 'member', memberId] as const,
};
