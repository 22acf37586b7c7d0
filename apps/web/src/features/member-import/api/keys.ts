/** Query keys of the member-import feature. */
export const importKeys = {
  all: ['member-import'] as const,
  batches: ['member-import', 'batches'] as const,
};
