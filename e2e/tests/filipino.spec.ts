import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  adminTextFil,
  publicTextFil as fil,
  type LegalBlock,
  legalTextFil,
  messagesFil,
  place,
  registerTextFil,
} from '@portal/domain';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember, registerMemberViaApi } from '../support/members.ts';

/*
 * Issue 26: the public pages in Filipino. The visitor's choice on the login page is kept in the
 * browser (it survives a reload and follows to the other pages), <html lang> follows, the server's
 * refusals come in Filipino too, and every text asserted here is the catalogue's own.
 */

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A full-page picture at 1280 and at 375 px, each checked for sideways scrolling. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await fitsWidth(page), `${name} at ${width} px`).toBe(true);
    await page.screenshot({ path: `${SHOTS}/filipino-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the public pages in Filipino: chosen on the login page, kept after a reload', async ({
  page,
  headApi,
}, testInfo) => {
  test.setTimeout(90_000);
  const data = newMember();
  const member = await registerMemberViaApi(headApi, data);

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Filipino' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fil.login.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByText(fill(fil.frame.programName, { city: place.city }))).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fil.login.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page).toHaveTitle(fill(fil.frame.titleSuffix, { title: fil.login.title, city: place.city }));
  await expect(page.getByRole('group', { name: fil.language.label })).toBeVisible();

  // A refusal made on the page and one made by the server, both in Filipino.
  await page.getByRole('button', { name: fil.login.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(messagesFil.loginRequired);
  await page.getByLabel(fil.login.loginLabel).fill('nobody-at-all');
  await page.getByLabel(fil.login.passwordLabel).fill('Not-the-password-1');
  await page.getByRole('button', { name: fil.login.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(messagesFil.loginIncorrect);
  await checkAxe(page, 'Login in Filipino', testInfo);
  await shoot(page, 'login');

  await page.getByRole('button', { name: fil.login.forgot }).click();
  await expect(page.getByRole('heading', { name: fil.reset.requestTitle })).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: fil.reset.title })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(messagesFil.resetLinkInvalid);

  await page.goto('/scan');
  await expect(page.getByRole('heading', { level: 1, name: fil.scan.title })).toBeVisible();
  await expect(page.getByRole('button', { name: fil.scan.startCamera })).toBeVisible();
  await expect(page.getByRole('status', { name: fil.scan.statusLabel })).toHaveText(messagesFil.scanIdle);
  await page.getByRole('textbox', { name: fil.reference.label }).fill('not a reference');
  await page.getByRole('button', { name: fil.reference.submit }).click();
  await expect(page.getByText(messagesFil.referenceNumberMalformed)).toBeVisible();
  await checkAxe(page, 'Scan in Filipino', testInfo);
  await shoot(page, 'scan');

  await page.goto('/member-profile');
  await expect(page.getByRole('heading', { level: 1, name: messagesFil.publicEnterReference })).toBeVisible();
  await expect(page.getByRole('link', { name: fil.scan.scanInstead })).toBeVisible();

  await page.goto(`/member-profile?ref=${encodeURIComponent(member.referenceNumber)}`);
  const card = page.getByRole('article');
  await expect(card.getByText(fil.card.status.Active, { exact: true })).toBeVisible();
  await expect(card.getByText(fil.card.registrationDate)).toBeVisible();
  // Dates as Intl writes them for fil-PH ('Nobyembre 26, 2026').
  await expect(card).toContainText(
    new Intl.DateTimeFormat('fil-PH', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${data.registrationDate}T00:00:00Z`)),
  );
  await expect(page.getByRole('link', { name: fil.scan.scanAnother })).toBeVisible();
  await checkAxe(page, 'Member card in Filipino', testInfo);
  await shoot(page, 'member-card');

  await page.goto('/scan?ref=REF-20250105-093000-0000');
  await expect(page.getByRole('heading', { level: 1, name: messagesFil.publicNoMember })).toBeVisible();
  await expect(page.getByText(messagesFil.publicNoMemberDetail)).toBeVisible();
});

const headings = (blocks: readonly LegalBlock[]) =>
  blocks.flatMap((block) => ('heading' in block ? [block.heading] : []));

test("the registration page in Filipino: consents, the two documents, the form's messages and dates", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Filipino' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: fil.register.title })).toBeVisible();

  for (const role of Object.values(registerTextFil.roles)) {
    await expect(page.getByRole('radio', { name: role, exact: true })).toBeVisible();
  }
  const consents = page.getByRole('region', { name: registerTextFil.consents.title });
  await expect(consents.getByRole('heading', { level: 2 })).toHaveText(registerTextFil.consents.title);
  for (const label of Object.values(registerTextFil.consents.labels)) {
    await expect(consents.getByRole('checkbox', { name: label, exact: true })).toBeVisible();
  }
  await expect(consents).toContainText(
    registerTextFil.consents.intro
      .replace('{{terms}}', registerTextFil.documents.terms)
      .replace('{{privacy}}', registerTextFil.documents.privacy),
  );

  // Each document in its dialog, in Filipino, heading for heading; axe on each.
  for (const name of ['terms', 'privacy'] as const) {
    const title = registerTextFil.documents[name];
    await consents.getByRole('button', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(headings(legalTextFil[name].blocks));
    if (name === 'terms') await expect(dialog).toContainText('Huling binago:');
    await checkAxe(page, `${title} in Filipino`, testInfo, dialog);
    await dialog.getByRole('button', { name: registerTextFil.close, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  // A date typed with a Filipino month is read, and shown long in Filipino once the field is left.
  const dob = page.getByRole('textbox', { name: adminTextFil.adminFields.dob });
  await dob.fill('Nob 15, 1960');
  await dob.blur();
  await expect(dob).toHaveValue('Nobyembre 15, 1960');

  // Register with the rest empty: one sentence names what is missing by the Filipino labels.
  await page.getByRole('button', { name: fil.register.submit, exact: true }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary.getByRole('alert')).toHaveText(
    new RegExp(
      `^Kailangan ang ${adminTextFil.adminFields.firstName}, ${adminTextFil.adminFields.lastName}, .* at ${registerTextFil.consents.names.security}\\.$`,
    ),
  );
  await expect(consents).toContainText(`Kailangan ang ${registerTextFil.consents.names.terms}.`);
  await checkAxe(page, 'Register in Filipino', testInfo);
  await shoot(page, 'register');
});
