import { fieldLabel } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { longDateOf } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday, section } from '../support/members.ts';
import { fitsWidth, SHOTS } from '../support/screen.ts';

/*
 * Issue 24 item 5: one date format in inputs and text. Date fields show the long date the text uses
 * ('November 26, 1960'), not the browser's numeric one; people still type the date (in the common
 * forms) or pick it on a calendar, and the form sends the ISO date.
 */

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test('the registration’s dates read as long dates: typed in any common form, or picked on the calendar', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/member-registration');
  const demographics = section(page, 'Demographics');
  const dob = demographics.getByLabel(fieldLabel('Date of Birth'));
  const registration = section(page, 'Membership Information').getByLabel(fieldLabel('Registration Date'));

  // The registration date starts as today, written long.
  await expect(registration).toHaveValue(longDateOf(manilaToday()));

  // Typed as people write it, then left: the long date, and the age computed from it.
  for (const typed of ['Nov 26 1960', '11/26/1960', '1960-11-26', '26 November 1960']) {
    await dob.fill('');
    await dob.pressSequentially(typed);
    await dob.press('Tab');
    await expect(dob, typed).toHaveValue('November 26, 1960');
  }
  await expect(dob).toHaveAccessibleDescription(/Age: \d+/);

  // Not a date: kept as typed (the form says what is wrong), no age.
  await dob.fill('February 30, 1960');
  await dob.press('Tab');
  await expect(dob).toHaveValue('February 30, 1960');
  await expect(dob).toHaveAccessibleDescription('Age is computed from the date of birth.');

  // The calendar at the field's end, by keyboard: it opens on the field's month, a day is chosen.
  await dob.fill('November 26, 1960');
  await dob.press('Tab');
  const open = demographics.getByRole('button', { name: 'Choose Date of Birth on a calendar' });
  await open.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByText('November 1960')).toBeVisible();
  await checkAxe(page, 'Date of Birth calendar', testInfo);
  await page.screenshot({ path: `${SHOTS}/date-field-calendar-1280.png` });
  await calendar.getByRole('button', { name: '15 November 1960', exact: true }).click();
  await expect(calendar).toBeHidden();
  await expect(dob).toHaveValue('November 15, 1960');
  await expect(open).toBeFocused();

  await page.setViewportSize({ width: 375, height: 812 });
  await dob.scrollIntoViewIfNeeded();
  await open.click();
  await expect(page.getByRole('dialog').getByText('November 1960')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/date-field-calendar-375.png` });
  expect(await fitsWidth(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the activity log’s filters show long dates and ask the server with the ISO dates typed', async ({
  page,
}) => {
  await page.goto('/admin/activity-log');
  const from = page.getByLabel(fieldLabel('From'));
  const asked = page.waitForRequest((request) => request.url().includes(`from=${manilaToday()}`));
  await from.fill(manilaToday());
  await from.press('Tab');
  await expect(from).toHaveValue(longDateOf(manilaToday()));
  await asked;
});
