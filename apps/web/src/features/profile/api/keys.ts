/** Query keys of the profile feature. */
export const profileKeys = {
  mine: ['my-profile'] as const,
  sessions: ['my-sessions'] as const,
  secondStep: ['my-second-step'] as const,
};
