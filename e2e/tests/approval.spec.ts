import { messages } from '@portal/domain';
import {
  alert,
  findAdmin,
  newAdmin,
  registerAdminViaUi,
  signInViaUi,
  submitLogin,
  verificationLink,
} from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';

test('the head admin approves a new admin, who then signs in without admin management', async ({
  page,
  browser,
  portal,
  headApi,
}) => {
  // A second admin registers and verifies the email: sign-in waits for approval.
  const admin = newAdmin();
  await registerAdminViaUi(page, admin);
  await page.goto(await verificationLink(admin.email));
  await expect(page).toHaveURL(/\/login\?verified=pending$/);
  await expect(page.getByText(messages.emailVerifiedAwaitingApproval)).toBeVisible();
  await submitLogin(page, admin.username, admin.password);
  await expect(alert(page, messages.loginAwaitingApproval)).toBeVisible();

  // The head admin signs in through the UI (own browser context) and approves.
  const headContext = await browser.newContext();
  try {
    const headPage = await headContext.newPage();
    await signInViaUi(headPage, portal.headAdmin.username, portal.headAdmin.password);
    await headPage.getByRole('link', { name: 'Administrators', exact: true }).click();
    await expect(headPage).toHaveURL(/\/admin\/admins$/);
    await expect(
      headPage.getByRole('heading', { level: 1, name: 'Administrators', exact: true }),
    ).toBeVisible();
    await expect(headPage.getByText('Pending approval', { exact: true })).toBeVisible();
    await headPage.getByRole('button', { name: `Approve ${admin.email}`, exact: true }).click();
    await expect
      .poll(async () => (await findAdmin(headApi, admin.email))?.approvalStatus, { timeout: 10_000 })
      .toBe('approved');
    await expect(headPage.getByRole('button', { name: `Approve ${admin.email}`, exact: true })).toBeHidden();
  } finally {
    await headContext.close();
  }

  // Now the second admin reaches the dashboard, and sees no 'Administrators' entry.
  await signInViaUi(page, admin.username, admin.password);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administrators', exact: true })).toHaveCount(0);
});
