/**
 * The names the theme gives Mantine's own buttons on every page (the login page too): a few words,
 * kept apart from admin-text.ts so the login page carries no admin catalogue (issue 26).
 * frame-text-fil.ts holds the Filipino; `tr` finds it (catalogue-text.ts).
 */
export const frameText = {
  showTypedCharacters: 'Show typed characters',
  closeDialog: 'Close dialog',
  closeNotification: 'Close notification',
} as const;
