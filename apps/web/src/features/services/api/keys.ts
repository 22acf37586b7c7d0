/** Query keys of the services feature. */
export const serviceKeys = {
  limits: ['service-limits'] as const,
  institutions: ['claim-institutions'] as const,
  allMembers: ['member-services'] as const,
  member: (memberId: string) => ['member-services', memberId] as const,
};
