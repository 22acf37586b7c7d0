/** Password policy (spec 5): at least 8 characters and at least 3 of the 4 character classes. */
export const PASSWORD_MIN_LENGTH = 8;

export function passwordCharacterClasses(password: string): number {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];
  return classes.filter((pattern) => pattern.test(password)).length;
}

export function meetsPasswordPolicy(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && passwordCharacterClasses(password) >= 3;
}
