import type { BrowserContext } from '@playwright/test';
import { messages } from '@portal/domain';
import { alert, createApprovedAdmin, fieldLabel, signInAsNewAdmin, signInViaUi } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday, newMember, registerMemberViaApi } from '../support/members.ts';
import { claimDialog, fillClaim, openClaimService, submitClaim } from '../support/services.ts';
import { endSessionOnServer, signInAgainDialog } from '../support/session.ts';

/*
 * Issue 13 item 5: a session that ends while an admin works does not lose the work. The session is
 * deleted on the server (its cookie stays in the browser, as after an expiry or a sign-out
 * elsewhere); the next request opens a sign-in over the page, and after signing in the request is
 * sent again with what was typed.
 */

/** Ends the browser's session on the server; its cookie stays in the browser. */
async function deleteSessionOnServer(context: BrowserContext, baseURL: string): Promise<void> {
  await endSessionOnServer(context, baseURL);
  // The browser still holds the (now dead) cookie.
  expect((await context.cookies()).length).toBeGreaterThan(0);
}

test('a claim submitted after the session ended is recorded once the admin signs in again over the page', async ({
  page,
  context,
  request,
  headApi,
  portal,
}, testInfo) => {
  const admin = await createApprovedAdmin(request, headApi);
  const { id } = await registerMemberViaApi(headApi, newMember());
  await signInViaUi(page, admin.username, admin.password);
  await page.goto(`/admin/member/${id}`);

  const claim = {
    category: 'outpatient',
    serviceType: 'ULTRASOUND',
    institution: 'Oriental Mindoro Provincial Hospital',
    amount: '450.50',
    date: manilaToday(),
  } as const;
  const dialog = await openClaimService(page);
  await fillClaim(dialog, claim);

  await deleteSessionOnServer(context, portal.baseURL);
  await submitClaim(dialog);

  const signIn = signInAgainDialog(page);
  await expect(signIn).toBeVisible();
  await expect(signIn.getByRole('alert')).toHaveText(messages.notAuthenticated);
  // The claim's submit button shows its loader while the claim waits for the sign-in.
  await checkAxe(page, 'Log in again modal', testInfo, signIn, { loaders: true });
  // The page stays as it was, the claim form filled in, behind the sign-in.
  await expect(page).toHaveURL(new RegExp(`/admin/member/${id}$`));
  await expect(claimDialog(page).getByLabel(fieldLabel('Institution'))).toHaveValue(claim.institution);

  // A wrong password is told in the modal, which stays.
  await signIn.getByLabel(fieldLabel('Password')).fill('not the password');
  await signIn.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(signIn.getByRole('alert')).not.toHaveText(messages.notAuthenticated);
  await expect(signIn).toBeVisible();

  await expect(signIn.getByLabel(fieldLabel('Username or email'))).toHaveValue(admin.username);
  await signIn.getByLabel(fieldLabel('Password')).fill(admin.password);
  await signIn.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(signIn).toBeHidden();

  // The submit went on: recorded, with what was typed before the session ended.
  await expect(alert(page, messages.claimSuccess)).toBeVisible();
  await expect(claimDialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/member/${id}$`));
  const services = await headApi.get(`/api/members/${id}/services`);
  expect(services.status()).toBe(200);
  const { claims } = (await services.json()) as {
    claims: { serviceType: string; institution: string; amountCentavos: number; date: string }[];
  };
  expect(claims).toEqual([
    expect.objectContaining({
      serviceType: claim.serviceType,
      institution: claim.institution,
      amountCentavos: 45050,
      date: claim.date,
    }),
  ]);
});

test('signing out instead of signing in again goes to the login page', async ({
  page,
  context,
  request,
  headApi,
  portal,
}) => {
  await signInAsNewAdmin(page, request, headApi);
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await deleteSessionOnServer(context, portal.baseURL);

  // The next request asks for the sign-in (the page's own background requests may ask first: the
  // click then lands on the sign-in's overlay and does nothing).
  await page.getByRole('link', { name: 'Registered Members' }).click({ force: true });
  const signIn = signInAgainDialog(page);
  await expect(signIn).toBeVisible();
  await signIn.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('a signed-in admin who opens /login goes to the dashboard', async ({
  page,
  context,
  useHeadAdminSession,
}) => {
  await useHeadAdminSession(context);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
