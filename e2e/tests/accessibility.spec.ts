import type { Page, TestInfo } from '@playwright/test';
import * as domain from '@portal/domain';
import { memberFullName, messages } from '@portal/domain';
import { newAdmin, registerAdminViaApi, verifyEmailViaApi } from '../support/admins.ts';
import { checkAxe, settle } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  fillBeneficiary,
  fillMemberForm,
  newMember,
  pngFixture,
  registerMemberViaApi,
} from '../support/members.ts';
import { openInApp } from '../support/navigate.ts';
import { openWhenLoaded, servicesArea } from '../support/services.ts';

/*
 * Issue 13 item 3: axe finds no serious or critical violation on any page (public and admin, at
 * desktop width) nor in any modal opened over them. Each page and modal is a soft check, so one run
 * lists every finding; the counts are printed as '[axe] name: …' lines.
 */

// Each test walks many pages or modals, running axe on each: minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

const publicPages = (referenceNumber: string): [string, string][] => [
  ['login', '/login'],
  ['register', '/register'],
  ['reset password (request)', '/reset-password'],
  ['reset password (token)', '/reset-password?token=not-a-real-token'],
  ['scan', '/scan'],
  ['scan with reference', `/scan?ref=${encodeURIComponent(referenceNumber)}`],
  ['member profile', `/member-profile?ref=${encodeURIComponent(referenceNumber)}`],
  ['member profile without reference', '/member-profile'],
  ['member profile, unknown reference', '/member-profile?ref=REF-00000000-000000-0000'],
];

const adminPages = (id: string): [string, string][] => [
  ['dashboard', '/admin/dashboard'],
  ['registered members', '/admin/members'],
  ['member registration', '/admin/member-registration'],
  ['QR scanner', '/admin/scanner'],
  ['reports', '/admin/reports'],
  ['archived members', '/admin/archived-members'],
  ['membership renewals', '/admin/membership-renewals'],
  ['renewal worklist', '/admin/membership-renewals/worklist'],
  ['activity log', '/admin/activity-log'],
  ['export database', '/admin/export-db'],
  ['administrators', '/admin/admins'],
  ['my profile', '/admin/profile'],
  ['member profile', `/admin/member/${id}`],
  ['member ID card', `/admin/member/${id}/card`],
];

/** Opens each page (following the app's routes, support/navigate.ts) and runs axe on it once its heading shows. */
async function checkPages(page: Page, pages: [string, string][], testInfo: TestInfo, suffix = '') {
  for (const [name, path] of pages) {
    await openInApp(page, path);
    await expect(h1(page)).toBeVisible();
    await checkAxe(page, `${name}${suffix}`, testInfo);
  }
}

test.describe('public pages', () => {
  test('have no serious or critical axe violation', async ({ page, headApi }, testInfo) => {
    const { referenceNumber } = await registerMemberViaApi(headApi, newMember());
    await checkPages(page, publicPages(referenceNumber), testInfo);
  });

  test('modals of the registration page have no serious or critical axe violation', async ({
    page,
  }, testInfo) => {
    await page.goto('/register');
    for (const [link, title] of [
      ['Terms and Conditions', 'Terms and Conditions'],
      ['Data Privacy Policy', 'Data Privacy Policy'],
    ] as const) {
      await page.getByRole('button', { name: link, exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: title });
      await checkAxe(page, `${title} modal`, testInfo, dialog);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();
    }
  });
});

/*
 * Issue 26 point 4: every admin route in Filipino shows no English catalogue text. The English texts
 * looked for are those of every domain catalogue that has a Filipino twin (`xFil` beside `x`: messages,
 * the *-messages.ts, admin-text and the areas' text catalogues), nested groups and message functions'
 * fixed parts included, where the Filipino says something else; pieces under 12 characters are left out
 * (names, codes and short words may rightly appear as data).
 */
const MARK = '\u0000';
function englishPieces(english: unknown, fil: unknown, out: Set<string>) {
  if (typeof english === 'string' && typeof fil === 'string') {
    if (english === fil) return;
    for (const piece of english.split(/\{\{[^}]+\}\}/)) {
      const text = piece.trim();
      if (text.length >= 12 && !fil.includes(text)) out.add(text);
    }
  } else if (typeof english === 'function' && typeof fil === 'string') {
    let sample: string;
    try {
      sample = String(english(...Array.from({ length: english.length }, () => MARK)));
    } catch {
      return;
    }
    englishPieces(sample.split(MARK).join('{{x}}'), fil, out);
  } else if (english && typeof english === 'object' && fil && typeof fil === 'object') {
    for (const [key, value] of Object.entries(english)) {
      englishPieces(value, (fil as Record<string, unknown>)[key], out);
    }
  }
}
/** Every text of a catalogue, nested groups included. */
const textsOf = (catalogue: unknown): string[] =>
  typeof catalogue === 'string'
    ? [catalogue]
    : catalogue && typeof catalogue === 'object'
      ? Object.values(catalogue).flatMap(textsOf)
      : [];
const untranslatedTexts = (() => {
  const out = new Set<string>();
  const all = domain as Record<string, unknown>;
  const filipino = Object.keys(all).filter((name) => name.endsWith('Fil') && all[name.slice(0, -3)]);
  for (const name of filipino) englishPieces(all[name.slice(0, -3)], all[name], out);
  // Words Filipino keeps in English (GLOSSARY-fil.md: reference number, QR code, activity log, …) are
  // no sign of a missed translation: a piece any Filipino text has is left out.
  const kept = filipino
    .flatMap((name) => textsOf(all[name]))
    .join('\n')
    .toLowerCase();
  return [...out].filter((text) => !kept.includes(text.toLowerCase()));
})();

/** The admin routes of the router (apps/web/src/app/router.tsx), with ids where they take one. */
const filipinoRoutes = (id: string): string[] => [
  '/admin/dashboard',
  '/admin/export-db',
  '/admin/members',
  '/admin/members/import',
  '/admin/members/cards',
  '/admin/reports',
  '/admin/reports/print',
  '/admin/reports/claims',
  '/admin/archived-members',
  `/admin/member/${id}`,
  `/admin/member/${id}/card`,
  `/admin/member/${id}/data-report`,
  '/admin/claims/00000000-0000-4000-8000-000000000000/receipt',
  '/admin/scanner',
  '/admin/member-registration',
  '/admin/profile',
  '/admin/membership-renewals',
  '/admin/membership-renewals/worklist',
  '/admin/activity-log',
  '/admin/messages',
  '/admin/messages/templates',
  '/admin/access-log',
  '/admin/notifications',
  '/admin/admins',
  '/admin/settings',
  '/admin/settings/retention',
  '/admin/setup',
];

/**
 * Routes whose Filipino was not finished by the issue 26 deadline: their English texts are printed
 * ('[fil] …' lines), not failed. Take a route off once it is translated.
 */
const KNOWN_UNTRANSLATED = new Set<string>([
  // None: the member data report, the last one, names its fields and says its activity entries in
  // Filipino since issue 26's follow-up (record-fields.ts).
]);

test.describe('admin pages', () => {
  test.beforeEach(async ({ context, useHeadAdminSession }) => {
    await useHeadAdminSession(context);
  });

  test('have no serious or critical axe violation', async ({ page, headApi }, testInfo) => {
    const { id } = await registerMemberViaApi(headApi, newMember());
    await checkPages(page, adminPages(id), testInfo);
  });

  test('every admin route in Filipino shows no English catalogue text; axe on a few (issue 26)', async ({
    page,
    headApi,
  }, testInfo) => {
    // Filipino in this browser only (never saved on the shared head admin's account).
    await page.addInitScript(() => localStorage.setItem('portal-language', 'fil'));
    const { id } = await registerMemberViaApi(headApi, newMember());
    // Administrators: its table is wider in Filipino and scrolls sideways (a focusable region then).
    const axeOn = new Set(['/admin/dashboard', '/admin/profile', '/admin/settings', '/admin/admins']);
    for (const path of filipinoRoutes(id)) {
      await openInApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
      await expect(h1(page)).toBeVisible();
      await settle(page);
      // The text the page shows (innerText: what is rendered, not hidden nodes' text).
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
      const shown = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
      const english = untranslatedTexts.filter((text) => shown.includes(text));
      if (KNOWN_UNTRANSLATED.has(path.replace(id, ':id'))) {
        if (english.length > 0) console.log(`[fil] ${path}: ${english.join(' | ')}`);
      } else {
        expect.soft(english, `English texts on ${path} in Filipino`).toEqual([]);
      }
      if (axeOn.has(path)) await checkAxe(page, `${path} in Filipino`, testInfo);
    }
  });

  test('modals of the member profile have no serious or critical axe violation', async ({
    page,
    headApi,
  }, testInfo) => {
    const member = newMember({
      gender: 'male',
      beneficiaries: [
        {
          lastName: 'Santos',
          firstName: 'Maria',
          gender: 'female',
          dob: '1975-03-02',
          relationship: 'Spouse',
          pwd: false,
        },
      ],
    });
    const { id } = await registerMemberViaApi(headApi, member);
    await page.goto(`/admin/member/${id}`);
    await expect(h1(page)).toBeVisible();

    const closeDialog = async (dialog: import('@playwright/test').Locator, button = 'Cancel') => {
      await dialog.getByRole('button', { name: button, exact: true }).first().click();
      await expect(dialog).toBeHidden();
    };

    await page.getByRole('button', { name: 'Open Profile picture' }).click();
    let dialog = page.getByRole('dialog', { name: 'Profile picture' });
    await checkAxe(page, 'image preview modal', testInfo, dialog);
    await closeDialog(dialog, 'Close');

    await page.getByRole('button', { name: 'Update Profile' }).click();
    dialog = page.getByRole('dialog', { name: 'Update Member Information' });
    await checkAxe(page, 'Update Member Information modal', testInfo, dialog);
    // The refused form too: field messages and the summary.
    await dialog.getByLabel(/^\s*First Name/).fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await checkAxe(page, 'Update Member Information modal, refused', testInfo, dialog);
    await closeDialog(dialog);

    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
    await checkAxe(page, 'Add Beneficiary modal', testInfo, dialog);
    await fillBeneficiary(dialog, {
      lastName: 'Reyes',
      firstName: 'Aisha',
      gender: 'female',
      dob: '1980-01-01',
      relationship: 'Spouse',
      pwd: false,
    });
    await dialog.getByRole('button', { name: 'Add Beneficiary' }).click();
    const spouse = page.getByRole('dialog', { name: 'Muslim Polygamy Confirmation' });
    await checkAxe(page, 'Muslim Polygamy Confirmation modal', testInfo, spouse);
    await closeDialog(spouse);
    await closeDialog(dialog);

    for (const [button, title] of [
      ['Claim Service', 'Claim Service'],
      ['View Service Usage Details', 'Service Usage Details'],
      // Edit Service Limits leads to Settings (DECISIONS 53): its modal is checked in settings.spec.ts.
    ] as const) {
      dialog = await openWhenLoaded(page, button, page.getByRole('dialog', { name: title }));
      await checkAxe(page, `${title} modal`, testInfo, dialog);
      await dialog.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await expect(servicesArea(page)).toBeVisible();
  });

  test('modals of the lists and of registration have no serious or critical axe violation', async ({
    page,
    headApi,
    request,
  }, testInfo) => {
    const member = newMember();
    await registerMemberViaApi(headApi, member);

    // Archive (a confirmation) on Registered Members.
    await page.goto(`/admin/members?search=${encodeURIComponent(member.idNumber)}`);
    await page.getByRole('button', { name: `Archive ${memberFullName(member)}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Archive member?' });
    await checkAxe(page, 'Archive member modal', testInfo, dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Renew on Membership Renewals (the global setup wrote members due for renewal).
    await openInApp(page, '/admin/membership-renewals');
    await page
      .getByRole('button', { name: /^Renew / })
      .first()
      .click();
    dialog = page.getByRole('dialog', { name: 'Renew membership' });
    await checkAxe(page, 'Renew membership modal', testInfo, dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Reject a pending registration on Administrators.
    const pending = newAdmin();
    await registerAdminViaApi(request, pending);
    await verifyEmailViaApi(request, pending.email);
    await openInApp(page, '/admin/admins');
    await page.getByRole('button', { name: `Reject ${pending.email}` }).click();
    dialog = page.getByRole('dialog');
    await checkAxe(page, 'Reject administrator modal', testInfo, dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Member Registration: the refused form, then the QR code of a filled one.
    await openInApp(page, '/admin/member-registration');
    await expect(h1(page)).toBeVisible();
    await page.getByRole('button', { name: 'Register Member' }).click();
    await expect(page.getByText(messages.invalidInput).or(page.getByRole('alert')).first()).toBeVisible();
    await checkAxe(page, 'Member Registration, refused', testInfo);
    const popup = page.getByRole('dialog');
    if (await popup.isVisible()) await popup.press('Escape');
    await expect(popup).toBeHidden();

    const png = await pngFixture('accessibility');
    await fillMemberForm(page, newMember(), { idPicture: png, signature: png });
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    dialog = page.getByRole('dialog', { name: 'Member QR Code' });
    await checkAxe(page, 'Member QR Code modal', testInfo, dialog);
    await dialog.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test('pages and the open navigation have no serious or critical axe violation @phone', async ({
    page,
    context,
    headApi,
    useHeadAdminSession,
  }, testInfo) => {
    const { id, referenceNumber } = await registerMemberViaApi(headApi, newMember());
    await checkPages(page, publicPages(referenceNumber), testInfo, ' (phone)');
    await useHeadAdminSession(context);
    await checkPages(page, adminPages(id), testInfo, ' (phone)');
    await openInApp(page, '/admin/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const navigation = page.locator('#admin-navigation');
    await expect(navigation.getByRole('link', { name: 'Reports' })).toBeVisible();
    await checkAxe(page, 'navigation open (phone)', testInfo);
  });
});
