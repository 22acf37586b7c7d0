/** Query keys of the profile feature. */
export const profileKeys = {
  mine: ['my-profile'] as const,
};
