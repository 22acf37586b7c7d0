import { readFile } from 'node:fs/promises';
import { messages } from '@portal/domain';
import ExcelJS from 'exceljs';
import { fieldLabel } from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';
import { memberCard, uniqueName } from '../support/members.ts';

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
  await expect(page.getByText(messages.importDone('3')).first()).toBeVisible();
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
