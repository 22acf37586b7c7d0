/** Query keys of the settings feature. */
export const settingsKeys = {
  all: ['settings'] as const,
};
