import { ageOn, memberFullName, messages, requiredFieldsMessage, SPOUSE_ORDERS } from '@portal/domain';
import { fieldLabel, selectOption } from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  alertWith,
  fillBeneficiary,
  getMemberViaApi,
  imagesLoaded,
  manilaToday,
  newMember,
  registerMemberViaApi,
} from '../support/members.ts';
import { signInAgain } from '../support/session.ts';

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test('shows the member’s images and details', async ({ page, headApi }) => {
  const member = newMember({ dob: '1950-06-30', barangay: 'Guinobatan', houseStreet: '7 Mabini St.' });
  const { id, referenceNumber } = await registerMemberViaApi(headApi, member);
  await page.goto(`/admin/member/${id}`);

  const name = memberFullName(member);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const details = page.locator('dl');
  await expect(details).toContainText(member.idNumber);
  await expect(details).toContainText(referenceNumber);
  await expect(details).toContainText(`${ageOn(member.dob, manilaToday())}`);
  await expect(details.getByText('Senior Citizen')).toBeVisible();
  await expect(details).toContainText('7 Mabini St., Guinobatan, Calapan City');
  await expect(details).toContainText(member.phoneNumber);
  await expect(details.getByText('Active').first()).toBeVisible();

  const carousel = page.getByLabel('Member images');
  for (const caption of ['Profile picture', 'QR code', 'Signature']) {
    await expect(carousel.getByText(caption, { exact: true })).toBeAttached();
  }
  // Each image came through the API and decoded to real pixels (naturalWidth > 0).
  await expect.poll(async () => (await imagesLoaded(carousel)).filter((width) => width > 0).length).toBe(3);

  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('button', { name: 'Open QR code' })).toBeInViewport({ ratio: 0.9 });
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(page.getByRole('button', { name: 'Open Profile picture' })).toBeInViewport({ ratio: 0.9 });
  await page.getByRole('button', { name: 'Open Profile picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile picture' });
  await expect(dialog.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Service history' })).toBeVisible();
});

test('says "Member not found." for an unknown id', async ({ page }) => {
  await page.goto('/admin/member/00000000-0000-4000-8000-000000000000');
  await expect(alertWith(page, messages.memberNotFound)).toBeVisible();
  await page.goto('/admin/member/not-a-real-id');
  await expect(alertWith(page, messages.memberNotFound)).toBeVisible();
});

test('updates the profile', async ({ page, headApi }) => {
  const member = newMember();
  const { id } = await registerMemberViaApi(headApi, member);
  await page.goto(`/admin/member/${id}`);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Member Information' });
  await expect(dialog.getByLabel(fieldLabel('ID Number'))).toHaveValue(member.idNumber);
  await dialog.getByLabel(fieldLabel('Phone Number')).fill('+63 918 000 1111');
  await selectOption(dialog.getByLabel(fieldLabel('Barangay')), 'Libis');
  await dialog.getByLabel(fieldLabel('First Name')).fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(requiredFieldsMessage(['First Name'])!);
  await dialog.getByLabel(fieldLabel('First Name')).fill('Jose');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(alertWith(page, messages.profileUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  const details = page.locator('dl');
  await expect(details).toContainText('+63 918 000 1111');
  await expect(details).toContainText('Libis, Calapan City');
  await expect(page.getByRole('heading', { level: 2, name: /^Jose / })).toBeVisible();
});

test('adds beneficiaries, refuses one, confirms a second wife, and removes one', async ({
  page,
  headApi,
}) => {
  const member = newMember({
    gender: 'male',
    beneficiaries: [
      {
        lastName: 'Ampatuan',
        firstName: 'Aisha',
        gender: 'female',
        dob: '1975-01-01',
        relationship: 'Spouse',
        pwd: false,
      },
    ],
  });
  member.beneficiaries[0]!.lastName = member.lastName;
  const { id } = await registerMemberViaApi(headApi, member);
  await page.goto(`/admin/member/${id}`);
  const table = page.getByRole('region', { name: 'Beneficiaries' });
  await expect(table.getByRole('cell', { name: `Aisha ${member.lastName}`, exact: true })).toBeVisible();

  const open = () => table.getByRole('button', { name: 'Add Beneficiary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
  const submit = () => dialog.getByRole('button', { name: 'Add Beneficiary' }).click();

  // A child: added.
  await open();
  await submit();
  await expect(dialog.getByRole('alert')).toHaveText(messages.beneficiaryRequiredFields);
  const child = {
    lastName: member.lastName,
    firstName: 'Omar',
    gender: 'male' as const,
    dob: '2015-04-04',
    relationship: 'Child' as const,
    pwd: false,
  };
  await fillBeneficiary(dialog, child);
  await submit();
  await expect(alertWith(page, messages.beneficiaryAdded)).toBeVisible();
  await expect(table.getByRole('cell', { name: `Omar ${member.lastName}`, exact: true })).toBeVisible();

  // The same child again, and a child over 21 who is not PWD: refused.
  await open();
  await fillBeneficiary(dialog, child);
  await submit();
  await expect(dialog.getByRole('alert')).toHaveText(messages.beneficiaryAlreadyRegistered);
  await fillBeneficiary(dialog, { ...child, firstName: 'Yusuf', dob: '1995-01-01' });
  await submit();
  await expect(dialog.getByRole('alert')).toHaveText(messages.beneficiaryAgeLimit);

  // A second wife: the Muslim Polygamy Confirmation asks for the spouse order.
  await fillBeneficiary(dialog, {
    lastName: member.lastName,
    firstName: 'Fatima',
    gender: 'female',
    dob: '1982-02-02',
    relationship: 'Spouse',
    pwd: false,
  });
  await submit();
  const confirmation = page.getByRole('dialog', { name: 'Muslim Polygamy Confirmation' });
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirmation.getByRole('alert')).toHaveText(messages.spouseOrderRequired);
  await selectOption(confirmation.getByLabel('Spouse order'), '2nd');
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(alertWith(page, messages.beneficiaryAdded)).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(table.getByRole('cell', { name: /Spouse \(2nd\)/ })).toBeVisible();
  const afterWife = await getMemberViaApi(headApi, id);
  expect(afterWife.beneficiaries.find((b) => b.fullName.startsWith('Fatima'))?.spouseOrder).toBe('2nd');

  // Edit mode: remove the child; it stays listed as Removed, without a button.
  await table.getByRole('button', { name: 'Edit Beneficiaries' }).click();
  const childName = `Omar ${member.lastName}`;
  await table.getByRole('button', { name: `Remove ${childName}` }).click();
  const childRow = table.getByRole('row').filter({ hasText: childName });
  await expect(childRow.getByText('Removed')).toBeVisible();
  await expect(table.getByRole('button', { name: `Remove ${childName}` })).toHaveCount(0);
});

test('opens the printable ID card', async ({ page, headApi }) => {
  const member = newMember({ barangay: 'Camilmil' });
  const { id, referenceNumber } = await registerMemberViaApi(headApi, member);
  await page.goto(`/admin/member/${id}`);
  await page.getByRole('link', { name: 'Print ID Card' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/member/${id}/card$`));

  const front = page.getByRole('region', { name: 'ID card front' });
  const back = page.getByRole('region', { name: 'ID card back' });
  await expect(front).toContainText(memberFullName(member));
  await expect(front).toContainText(member.idNumber);
  await expect(front).toContainText(referenceNumber);
  await expect(front).toContainText('Camilmil, Calapan City');
  await expect(back.getByRole('img', { name: `QR code ${referenceNumber}` })).toBeVisible();
  await expect
    .poll(async () => (await imagesLoaded(front)).concat(await imagesLoaded(back)).every((w) => w > 0))
    .toBe(true);

  // CR80: 85.60 × 53.98 mm at 96 px per inch, before the on-screen zoom.
  const size = await front.evaluate((el) => ({
    w: (el as HTMLElement).offsetWidth,
    h: (el as HTMLElement).offsetHeight,
  }));
  expect(Math.abs(size.w - (85.6 / 25.4) * 96)).toBeLessThan(2);
  expect(Math.abs(size.h - (53.98 / 25.4) * 96)).toBeLessThan(2);

  // Print media shows the two faces and hides the admin frame.
  await page.emulateMedia({ media: 'print' });
  await expect(front).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('refuses a fifth wife with the maximum-4 message', async ({ page, headApi }) => {
  const member = newMember({ gender: 'male' });
  member.beneficiaries = ['Amina', 'Bilqis', 'Farida', 'Halima'].map((firstName, index) => ({
    lastName: member.lastName,
    firstName,
    gender: 'female' as const,
    dob: `198${index}-01-01`,
    relationship: 'Spouse' as const,
    pwd: false,
    spouseOrder: SPOUSE_ORDERS[index],
  }));
  const { id } = await registerMemberViaApi(headApi, member);
  await page.goto(`/admin/member/${id}`);
  const table = page.getByRole('region', { name: 'Beneficiaries' });
  await expect(table.getByRole('cell', { name: /Spouse \(4th\)/ })).toBeVisible();
  await table.getByRole('button', { name: 'Add Beneficiary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
  await fillBeneficiary(dialog, {
    lastName: member.lastName,
    firstName: 'Khadija',
    gender: 'female',
    dob: '1990-01-01',
    relationship: 'Spouse',
    pwd: false,
  });
  await dialog.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.maximumWives);
});

test('a lost session on the profile: sign in again over the page, and the beneficiary is added', async ({
  page,
  context,
  headApi,
  portal,
}) => {
  const { id } = await registerMemberViaApi(headApi, newMember());
  await page.goto(`/admin/member/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Profile' })).toBeVisible();
  // Let the profile's other requests (services, limits) finish first, so the lost session is
  // noticed by the Add Beneficiary request and not by a late background load.
  await expect(page.getByText(messages.noClaimedServices)).toBeVisible();
  await context.clearCookies();
  await page.getByRole('button', { name: 'Add Beneficiary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
  await fillBeneficiary(dialog, {
    lastName: 'Reyes',
    firstName: 'Lito',
    gender: 'male',
    dob: '1950-01-01',
    relationship: 'Parent',
    pwd: false,
  });
  await dialog.getByRole('button', { name: 'Add Beneficiary' }).click();
  await signInAgain(page, portal.headAdmin.password);
  await expect(alertWith(page, messages.beneficiaryAdded)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/member/${id}$`));
  await expect(page.getByRole('cell', { name: 'Lito Reyes' })).toBeVisible();
});
