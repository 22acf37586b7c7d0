import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { idCardMessages, membersTextFil, place, publicTextFil } from '@portal/domain';
import { createApprovedAdmin, signInViaApi } from '../support/admins.ts';
import { checkAxe, settle } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { imagesLoaded, newMember, registerMemberViaApi, uniqueName } from '../support/members.ts';
import { openInApp } from '../support/navigate.ts';
import { fitsWidth } from '../support/screen.ts';

/*
 * ID cards (issue 24 item 4): the single card warns about missing documents; cards print in batch,
 * 8 to an A4 sheet (2 × 4 CR80 cards with cut marks), fronts then backs for double-sided printing.
 */

const PX_PER_MM = 96 / 25.4;
const CARD_W = 85.6 * PX_PER_MM;
const CARD_H = 53.98 * PX_PER_MM;
const FIRST_NAMES = ['Alma', 'Berto', 'Carmen', 'Dario', 'Elena', 'Felix', 'Gloria', 'Hector'];

/** Eight members of one new family, registered with photo, signature and QR code. */
async function familyOfEight(headApi: APIRequestContext) {
  const lastName = uniqueName('Kard');
  const members = [];
  for (const firstName of FIRST_NAMES) {
    members.push(await registerMemberViaApi(headApi, newMember({ lastName, firstName })));
  }
  return { lastName, members };
}

/** Members imported from a CSV: no photo, no signature (DECISIONS 38). */
async function importedMembers(headApi: APIRequestContext, count: number) {
  const lastName = uniqueName('Papel');
  const template = await headApi.get('/api/member-import/template.csv');
  expect(template.status()).toBe(200);
  const headers = (await template.text())
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]!
    .split(',');
  const rows = Array.from({ length: count }, (_, i) => {
    const values: Record<string, string> = {
      'ID Number': `${lastName}-${i + 1}`,
      'Last Name': lastName,
      'First Name': FIRST_NAMES[i]!,
      'Middle Name': 'Santos',
      Barangay: 'Lalud',
      'Date of Birth': `1955-04-0${i + 1}`,
      'Registration Date': '2015-06-15',
    };
    return headers.map((h) => values[h.replace(/"/g, '')] ?? '').join(',');
  });
  const fileName = `${lastName}.csv`;
  const response = await headApi.post('/api/member-import', {
    multipart: {
      file: {
        name: fileName,
        mimeType: 'text/csv',
        buffer: Buffer.from([headers.join(','), ...rows].join('\n')),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const list = await headApi.get(`/api/members?search=${lastName}`);
  const { members } = (await list.json()) as { members: { id: string; fullName: string }[] };
  expect(members).toHaveLength(count);
  return { lastName, fileName, members };
}

async function stubPrint(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test('a batch of 8 ID cards: ticked in the table, on one A4 sheet with cut marks, backs behind fronts', async ({
  page,
  request,
  headApi,
}, testInfo) => {
  const { lastName, members } = await familyOfEight(headApi);
  // A new admin: choosing the table view is their own preference, no other test's.
  const admin = await createApprovedAdmin(request, headApi);
  await signInViaApi(page.request, admin.username, admin.password);

  await page.goto(`/admin/members?search=${lastName}`);
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Table').click();
  const table = page.getByRole('table', { name: /Registered members/ });
  await expect(table.locator('tbody tr')).toHaveCount(8);
  await table.getByRole('checkbox', { name: `Select ${members[0]!.fullName}` }).check();
  await expect(page.getByText('1 member selected')).toBeVisible();
  await table.getByRole('checkbox', { name: 'Select every member on this page' }).check();
  await expect(page.getByText('8 members selected')).toBeVisible();
  await page.getByRole('link', { name: 'Print ID cards', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/members\/cards\?ids=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Print ID Cards' })).toBeVisible();

  const summary = page.getByRole('region', { name: 'What will print' });
  await expect(summary).toContainText('Selected members: 8 cards on 1 sheet (2 pages, fronts and backs)');
  await expect(summary).toContainText('Every card has its photo, signature and QR code.');

  const fronts = page.locator('[data-side="fronts"]');
  const backs = page.locator('[data-side="backs"]');
  await expect(fronts).toHaveCount(1);
  await expect(backs).toHaveCount(1);
  const frontCards = fronts.getByRole('region', { name: /^ID card front, / });
  const backCards = backs.getByRole('region', { name: /^ID card back, / });
  await expect(frontCards).toHaveCount(8);
  await expect(backCards).toHaveCount(8);
  await expect
    .poll(async () => (await imagesLoaded(fronts)).concat(await imagesLoaded(backs)).every((w) => w > 0))
    .toBe(true);

  // The sheet's printable area (A4 less 12 mm margins) holds 2 columns × 4 rows of true-size cards.
  const sheet = await boxOf(fronts);
  expect(Math.abs(sheet.width - 186 * PX_PER_MM)).toBeLessThan(3);
  const columnOf = new Map<string, number>();
  const xs = new Set<number>();
  const ys = new Set<number>();
  for (const member of members) {
    const box = await boxOf(fronts.getByRole('region', { name: `ID card front, ${member.fullName}` }));
    expect(Math.abs(box.width - CARD_W)).toBeLessThan(2);
    expect(Math.abs(box.height - CARD_H)).toBeLessThan(2);
    expect(box.x).toBeGreaterThanOrEqual(sheet.x);
    expect(box.y).toBeGreaterThanOrEqual(sheet.y);
    expect(box.x + box.width).toBeLessThanOrEqual(sheet.x + sheet.width);
    expect(box.y + box.height).toBeLessThanOrEqual(sheet.y + sheet.height);
    xs.add(Math.round(box.x - sheet.x));
    ys.add(Math.round(box.y - sheet.y));
    columnOf.set(member.fullName, box.x - sheet.x < sheet.width / 2 ? 0 : 1);
  }
  expect(xs.size).toBe(2);
  expect(ys.size).toBe(4);
  // Turned over on the long edge, each back lies behind its front: same row, the other column.
  const backSheet = await boxOf(backs);
  for (const member of members) {
    const front = await boxOf(fronts.getByRole('region', { name: `ID card front, ${member.fullName}` }));
    const back = await boxOf(backs.getByRole('region', { name: `ID card back, ${member.fullName}` }));
    expect(Math.round(back.y - backSheet.y)).toBe(Math.round(front.y - sheet.y));
    expect(back.x - backSheet.x < backSheet.width / 2 ? 0 : 1).toBe(1 - columnOf.get(member.fullName)!);
  }
  // Cut marks: two short lines at each of a card's four corners.
  await expect(fronts.locator('svg:has(line)')).toHaveCount(8);
  await expect(fronts.locator('svg line')).toHaveCount(64);

  await checkAxe(page, 'ID cards in batch', testInfo);
  await page.screenshot({ path: testInfo.outputPath('id-cards-1280.png'), fullPage: true });

  // Print with every document present: no question.
  await stubPrint(page);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await printed(page)).toBe(1);

  // On paper: the sheets alone, one A4 sheet printed on both sides (2 pages).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(summary).toBeHidden();
  await expect(frontCards.first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('id-cards-print.png'), fullPage: true });
  const pdf = (
    await page.pdf({ preferCSSPageSize: true, path: testInfo.outputPath('id-cards.pdf') })
  ).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
  const [, width, height] = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf) ?? [];
  expect(Math.round(Number(width))).toBe(595);
  expect(Math.round(Number(height))).toBe(842);
  await page.emulateMedia({ media: null });
});

test('a card without its documents warns, names them and asks before printing; so does its batch', async ({
  page,
  context,
  useHeadAdminSession,
  headApi,
}, testInfo) => {
  await useHeadAdminSession(context);
  const { fileName, members } = await importedMembers(headApi, 2);
  const [first] = members;

  await page.goto(`/admin/member/${first!.id}/card`);
  const warning = page.getByRole('alert').filter({ hasText: 'Documents missing' });
  await expect(warning).toBeVisible();
  // Imported members get their QR codes right after the import; photo and signature stay missing.
  await expect(warning).toContainText(/This card has no photo(, signature and QR code| and signature) yet/);
  await expect(page.getByRole('region', { name: 'ID card front' })).toContainText('No photo');
  const update = warning.getByRole('link', { name: 'Update Member' });
  await expect(update).toHaveAttribute('href', `/admin/member/${first!.id}?update`);
  await checkAxe(page, 'ID card with missing documents', testInfo);
  await page.screenshot({ path: testInfo.outputPath('id-card-missing-1280.png'), fullPage: true });

  // Print asks first; Cancel prints nothing, Print anyway prints.
  await stubPrint(page);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const ask = page.getByRole('dialog', { name: idCardMessages.printWithoutTitle });
  await expect(ask).toContainText(
    /The card will print without its photo(, signature and QR code| and signature)\./,
  );
  await checkAxe(page, 'print without documents (modal)', testInfo, ask);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  expect(await printed(page)).toBe(0);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Print anyway' }).click();
  expect(await printed(page)).toBe(1);

  // The warning's link opens Update Member on the profile.
  await update.click();
  await expect(page).toHaveURL(new RegExp(`/admin/member/${first!.id}\\?update$`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/member/${first!.id}$`));

  // The import batch's row prints its cards; the summary lists those lacking documents.
  await openInApp(page, '/admin/members/import');
  await page.getByRole('link', { name: `Print ID cards of ${fileName}` }).click();
  await expect(page).toHaveURL(/\/admin\/members\/cards\?batch=/);
  const summary = page.getByRole('region', { name: 'What will print' });
  await expect(summary).toContainText(`Import batch ${fileName}: 2 cards on 1 sheet`);
  await expect(summary).toContainText('2 cards with missing documents');
  for (const member of members) {
    await expect(summary.getByRole('link', { name: member.fullName })).toHaveAttribute(
      'href',
      `/admin/member/${member.id}?update`,
    );
  }
  await expect(page.locator('[data-side="fronts"]').getByRole('region')).toHaveCount(2);
  await checkAxe(page, 'ID cards of an import batch', testInfo);
  await stubPrint(page);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const askBatch = page.getByRole('dialog', { name: idCardMessages.printWithoutTitle });
  await expect(askBatch).toContainText(idCardMessages.batchPrintWithout(2));
  await askBatch.getByRole('button', { name: 'Print anyway' }).click();
  expect(await printed(page)).toBe(1);

  // A barangay chosen on the page.
  await page.getByLabel('Barangay').selectOption('Lalud');
  await expect(page).toHaveURL(/\?barangay=Lalud$/);
  await expect(summary).toContainText('Barangay Lalud:');
});

test('ID cards on a phone: the warning and the sheets fit 375 px @phone', async ({
  page,
  context,
  useHeadAdminSession,
  headApi,
}, testInfo) => {
  await useHeadAdminSession(context);
  const imported = await importedMembers(headApi, 1);
  const registered = await registerMemberViaApi(headApi, newMember());

  await page.goto(`/admin/member/${imported.members[0]!.id}/card`);
  await expect(page.getByRole('alert').filter({ hasText: 'Documents missing' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await checkAxe(page, 'ID card with missing documents (375 px)', testInfo);
  await page.screenshot({ path: testInfo.outputPath('id-card-missing-375.png'), fullPage: true });

  await openInApp(page, `/admin/members/cards?ids=${imported.members[0]!.id},${registered.id}`);
  const summary = page.getByRole('region', { name: 'What will print' });
  await expect(summary).toContainText('Selected members: 2 cards on 1 sheet');
  await expect(page.locator('[data-side="fronts"]').getByRole('region')).toHaveCount(2);
  expect(await fitsWidth(page)).toBe(true);
  await checkAxe(page, 'ID cards in batch (375 px)', testInfo);
  await page.screenshot({ path: testInfo.outputPath('id-cards-375.png'), fullPage: true });

  // Nothing chosen yet: the page says how to choose.
  await page.goto('/admin/members/cards');
  await expect(page.getByText('Which ID cards?')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await checkAxe(page, 'ID cards, nothing chosen (375 px)', testInfo);
});

test('issue 26: the ID card and its batch sheet print in Filipino', async ({
  page,
  context,
  useHeadAdminSession,
  headApi,
}, testInfo) => {
  await useHeadAdminSession(context);
  // Filipino chosen the way a visitor chooses it, in this browser only (the head admin's account keeps English).
  await page.addInitScript(() => localStorage.setItem('portal-language', 'fil'));
  const member = await registerMemberViaApi(headApi, newMember());
  const fil = membersTextFil;

  await page.goto(`/admin/member/${member.id}/card`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1, name: fil.idCard.title })).toBeVisible();
  const front = page.getByRole('region', { name: fil.idCard.front });
  await expect(front).toContainText(publicTextFil.frame.programName.replace('{{city}}', place.city));
  await expect(front).toContainText(fil.idCard.validUntil);
  await expect(front).toContainText(fil.idCard.referenceNumber);
  await expect(front).toContainText(member.referenceNumber);
  const back = page.getByRole('region', { name: fil.idCard.backSide });
  await expect(back).toContainText(fil.idCard.signature);
  await checkAxe(page, 'ID card in Filipino', testInfo);

  await openInApp(page, `/admin/members/cards?ids=${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fil.batch.title })).toBeVisible();
  await expect(page.getByRole('region', { name: fil.batch.region })).toContainText(fil.batch.allDocuments);
  await expect(
    page.getByRole('region', { name: fil.idCard.frontOf.replace('{{name}}', member.fullName) }),
  ).toContainText(fil.idCard.validUntil);
  await checkAxe(page, 'ID cards in batch in Filipino', testInfo);
});
