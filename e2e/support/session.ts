import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '@portal/domain';
import { fieldLabel } from './admins.ts';

/** The sign-in shown over an admin page when its session ended (issue 13). */
export function signInAgainDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Log in again' });
}

/** Waits for the sign-in over the page, with its message, and signs in again with `password`. */
export async function signInAgain(page: Page, password: string): Promise<void> {
  const dialog = signInAgainDialog(page);
  await expect(dialog.getByRole('alert')).toHaveText(messages.notAuthenticated);
  await dialog.getByLabel(fieldLabel('Password')).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
}
