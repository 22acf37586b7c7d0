/**
 * The admin pages' own texts shared by every area (issue 26): the shell, shared components and
 * states every page has. An area's own texts are in its `*-messages.ts` (or a text catalogue of its
 * own beside this one). Nested groups of strings, `{{name}}` placeholders, `_one` / `_other` plurals.
 */
export const adminText = {
  common: {
    checkingSession: 'Checking your session…',
  },
} as const;
