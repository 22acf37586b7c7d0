import { type BrowserContext, expect, type Locator, type Page, request } from '@playwright/test';
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

/**
 * Ends the browser's session on the server, as an expiry or a sign-out elsewhere would: signs out
 * with a copy of its cookie and checks the session is gone. The browser keeps the dead cookie.
 */
export async function endSessionOnServer(context: BrowserContext, baseURL: string): Promise<void> {
  const api = await request.newContext({
    baseURL,
    storageState: { cookies: await context.cookies(), origins: [] },
  });
  const response = await api.post('/api/account/sign-out', { headers: { Origin: baseURL } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const check = await api.get('/api/account/me');
  expect(check.status()).toBe(401);
  await api.dispose();
}
