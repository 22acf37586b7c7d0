import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { csvLine, importMessages, MEMBER_IMPORT_HEADERS, messages } from '@portal/domain';
import ExcelJS from 'exceljs';
import { fieldLabel } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { memberCard, pngFixture, uniqueName } from '../support/members.ts';
import { SHOTS } from '../support/screen.ts';

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test('imports the XLSX template filled with three members, who then appear in the list', async ({ page }) => {
  const lastName = uniqueName('Imported');
  const people = [
    { first: 'Lorna', dob: '1950-03-14', barangay: 'Balite', gender: 'Female' },
    { first: 'Ramon', dob: '1962-11-02', barangay: 'Tawiran', gender: 'Male' },
    { first: 'Teresita', dob: '1948-07-30', barangay: 'Lalud', gender: '' },
  ];

  await page.goto('/admin/members');
  await page.getByRole('link', { name: 'Import Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Members' })).toBeVisible();

  // The template as it is downloaded, filled in the way staff would.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Template (XLSX)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('member-import-template.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as never);
  const sheet = workbook.getWorksheet('Members')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  people.forEach((person, i) => {
    const values: Record<string, string> = {
      'ID Number': `${lastName}-${i + 1}`,
      'Last Name': lastName,
      'First Name': person.first,
      'Middle Name': 'Santos',
      Barangay: person.barangay,
      Gender: person.gender,
      'Date of Birth': person.dob,
      'Registration Date': '2014-06-15',
    };
    sheet.getRow(i + 2).values = headers.map((h) => values[h] ?? '');
  });
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.locator('input[type="file"]').setInputFiles({
    name: 'paper-records.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 rows read' })).toContainText('3 to import');
  const accepted = page.getByRole('table', { name: 'Rows to import' });
  for (const person of people)
    await expect(accepted.getByText(`${person.first} Santos ${lastName}`)).toBeVisible();

  await page.getByRole('button', { name: 'Import 3 members' }).click();
  await expect(page.getByText(importMessages.importDone('3')).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Imports' }).getByText('paper-records.xlsx')).toBeVisible();

  await page.getByRole('link', { name: 'See them in Registered Members' }).click();
  await page.getByLabel(fieldLabel('Search')).fill(lastName);
  await expect(page.getByRole('article')).toHaveCount(3);
  for (const person of people) {
    const card = memberCard(page, `${person.first} Santos ${lastName}`);
    await expect(card).toBeVisible();
    await expect(card.getByText(messages.documentsMissing)).toBeVisible();
  }
});

/** Members imported through the API from a CSV (no photo, no signature), with the given ID numbers. */
async function importViaApi(headApi: APIRequestContext, lastName: string, firstNames: string[]) {
  const headers = MEMBER_IMPORT_HEADERS;
  const rows = firstNames.map((first, i) => {
    const values: Record<string, string> = {
      'ID Number': `${lastName}-${i + 1}`,
      'Last Name': lastName,
      'First Name': first,
      'Middle Name': 'Reyes',
      Barangay: 'Lalud',
      'Date of Birth': `1957-02-0${i + 1}`,
      'Registration Date': '2016-09-01',
    };
    return csvLine(headers.map((h) => values[h] ?? ''));
  });
  const response = await headApi.post('/api/member-import', {
    multipart: {
      file: {
        name: `${lastName}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(csvLine(headers) + rows.join('')),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a refused row names the field, the value and the rule, with the nearest barangay', async ({ page }) => {
  const lastName = uniqueName('Mali');
  const values: Record<string, string> = {
    'ID Number': `${lastName}-1`,
    'Last Name': lastName,
    'First Name': 'Nena',
    'Middle Name': 'Reyes',
    Barangay: 'Bayanan 1',
    Gender: 'F',
    'Date of Birth': '1957-02-30',
    'Registration Date': '2016-09-01',
  };
  await page.goto('/admin/members/import');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'with-mistakes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        csvLine(MEMBER_IMPORT_HEADERS) + csvLine(MEMBER_IMPORT_HEADERS.map((h) => values[h] ?? '')),
      ),
    });
  await page.getByRole('button', { name: 'Preview' }).click();
  const refused = page.getByRole('table', { name: 'Refused rows' });
  await expect(
    refused.getByText("'Bayanan 1' is not a barangay of Calapan City. Did you mean 'Bayanan I'?"),
  ).toBeVisible();
  await expect(refused.getByText(importMessages.genderUnknown('F', 'Male, Female or Other'))).toBeVisible();
  await expect(refused.getByText(importMessages.dateNotReal('1957-02-30'))).toBeVisible();
  await expect(refused.getByRole('row')).toHaveCount(4);
});

test('uploads photos and signatures in bulk, matched by ID number, with a preview', async ({
  page,
  headApi,
}, testInfo) => {
  const lastName = uniqueName('Litrato');
  await importViaApi(headApi, lastName, ['Amado', 'Belen']);
  const photo = await pngFixture(`photo ${lastName}`);
  const files = [
    { name: `${lastName}-1.png`, mimeType: 'image/png', buffer: photo },
    { name: `${lastName}-1_signature.png`, mimeType: 'image/png', buffer: photo },
    { name: `${lastName.toLowerCase()}-2_photo.png`, mimeType: 'image/png', buffer: photo },
    { name: 'family-outing.png', mimeType: 'image/png', buffer: photo },
  ];

  await page.goto('/admin/members');
  await page.getByRole('link', { name: 'Import Members' }).click();
  await page.getByRole('button', { name: 'Upload pictures and signatures' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload ID pictures and e-signatures' });
  await expect(dialog.getByText('2024-00123_signature.png')).toBeVisible();
  await checkAxe(page, 'Bulk images modal', testInfo, dialog);

  await dialog.locator('input[type="file"]').setInputFiles(files);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toContainText('4 files read: 3 matched, 1 left out.');
  const matched = dialog.getByRole('table', { name: 'Matched files' });
  await expect(
    matched.getByRole('row', { name: new RegExp(`${lastName}-1\\.png Amado Reyes ${lastName}`) }),
  ).toContainText('ID picture');
  await expect(matched.getByRole('row', { name: new RegExp(`${lastName}-1_signature\\.png`) })).toContainText(
    'E-signature',
  );
  await expect(matched.getByRole('row', { name: new RegExp(`Belen Reyes ${lastName}`) })).toContainText(
    'None yet',
  );
  await expect(dialog.getByRole('table', { name: 'Files left out' })).toContainText(
    importMessages.imageNoMember('family-outing'),
  );
  await checkAxe(page, 'Bulk images preview', testInfo, dialog);
  await page.screenshot({ path: `${SHOTS}/bulk-images-1280.png` });

  await dialog.getByRole('button', { name: 'Store 3 images' }).click();
  await expect(page.getByText(importMessages.imagesUploaded('3', '2 members'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // Amado has both images now; Belen has her photo and still lacks the signature.
  const list = await headApi.get(`/api/members?search=${lastName}`);
  const found = (
    (await list.json()) as { members: { id: string; fullName: string; documentsMissing: boolean }[] }
  ).members;
  expect(found.map((m) => [m.fullName, m.documentsMissing]).sort()).toEqual([
    [`Amado Reyes ${lastName}`, false],
    [`Belen Reyes ${lastName}`, true],
  ]);

  // On a phone the modal fills the screen and the tables become cards.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Upload pictures and signatures' }).click();
  await dialog.locator('input[type="file"]').setInputFiles(files.slice(1));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toContainText('3 files read: 2 matched, 1 left out.');
  await expect(dialog.getByText('Replaced')).toHaveCount(2);
  await checkAxe(page, 'Bulk images preview at 375 px', testInfo, dialog);
  const overflow = await dialog.evaluate((el) => {
    const body = el.querySelector('.mantine-Modal-body') as HTMLElement | null;
    return body ? body.scrollWidth - body.clientWidth : 0;
  });
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `${SHOTS}/bulk-images-375.png` });
});
