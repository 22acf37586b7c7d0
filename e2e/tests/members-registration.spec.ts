import { readFile } from 'node:fs/promises';
import {
  expiryDate,
  MEMBER_REQUIRED_FIELDS,
  memberFullName,
  messages,
  qrPayloadUrl,
  requiredFieldsMessage,
} from '@portal/domain';
import { fieldLabel, selectOption } from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  alertWith,
  fillBeneficiary,
  fillMemberForm,
  getMemberViaApi,
  issuedReference,
  newMember,
  PNG_SIGNATURE,
  pngFixture,
  registerMemberViaApi,
  section,
} from '../support/members.ts';
import { signInAgain } from '../support/session.ts';

test.beforeEach(async ({ context, useHeadAdminSession, page }) => {
  await useHeadAdminSession(context);
  await page.goto('/admin/member-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Registration' })).toBeVisible();
});

test('registers a member with photo, signature, a spouse and a child through the form', async ({
  page,
  headApi,
}) => {
  const member = newMember({ gender: 'male' });
  const reference = await issuedReference(page);
  const png = await pngFixture(`photo ${member.idNumber}`);
  await fillMemberForm(page, member, { idPicture: png, signature: png });

  await expect(page.getByTestId('complete-address')).toHaveText(
    `${member.houseStreet}, ${member.barangay}, Calapan City`,
  );
  await expect(section(page, 'Demographics').getByText(/^Age: \d+$/)).toBeVisible();
  const expiry = section(page, 'Membership Information').getByLabel(fieldLabel('Expiry Date'));
  await expect(expiry).toHaveValue(new RegExp(expiryDate(member.registrationDate).slice(0, 4)));

  const beneficiaries = section(page, 'Beneficiaries (Optional)');
  const addButton = beneficiaries.getByRole('button', { name: 'Add beneficiary' });
  // Nothing filled: the registration form's beneficiary message.
  await addButton.click();
  await expect(beneficiaries.getByRole('alert')).toHaveText(messages.beneficiaryRequiredFields);

  const spouse = {
    lastName: member.lastName,
    firstName: 'Maria',
    middleName: 'Santos',
    gender: 'female' as const,
    dob: '1972-03-10',
    relationship: 'Spouse' as const,
    pwd: false,
  };
  await fillBeneficiary(beneficiaries, spouse);
  await addButton.click();
  await expect(
    beneficiaries.getByRole('cell', { name: `Maria Santos ${member.lastName}`, exact: true }),
  ).toBeVisible();

  // The same person again: refused with the registration wording.
  await fillBeneficiary(beneficiaries, spouse);
  await addButton.click();
  await expect(beneficiaries.getByRole('alert')).toHaveText(messages.beneficiaryAlreadyAdded);

  const child = {
    lastName: member.lastName,
    firstName: 'Pedro',
    middleName: 'Santos',
    gender: 'male' as const,
    dob: '2012-08-01',
    relationship: 'Child' as const,
    pwd: false,
  };
  await fillBeneficiary(beneficiaries, child);
  await addButton.click();
  await expect(
    beneficiaries.getByRole('cell', { name: `Pedro Santos ${member.lastName}`, exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Register Member' }).click();

  // The result stays: the new reference number and the next steps (issue 13, item 7).
  const result = page.getByRole('region', { name: memberFullName(member) });
  await expect(result.getByRole('status')).toHaveText(messages.memberRegistered);
  const list = await headApi.get(`/api/members?search=${encodeURIComponent(member.idNumber)}`);
  const { members } = (await list.json()) as { members: { id: string; referenceNumber: string }[] };
  expect(members).toHaveLength(1);
  expect(members[0]?.referenceNumber).toBe(reference);
  await expect(result.getByText(reference, { exact: true })).toBeVisible();
  await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(result.getByRole('link', { name: 'Open profile' })).toHaveAttribute(
    'href',
    `/admin/member/${members[0]?.id}`,
  );
  await expect(result.getByRole('link', { name: 'Print ID card' })).toHaveAttribute(
    'href',
    `/admin/member/${members[0]?.id}/card`,
  );
  // It does not go away by itself (the spec's 3-second popup is gone).
  await expect(result).toBeVisible();
  await expect(section(page, 'Personal Information')).toHaveCount(0);

  // Register another: an empty form with a new reference number.
  await result.getByRole('button', { name: 'Register another member' }).click();
  await expect(section(page, 'Personal Information').getByLabel(fieldLabel('ID Number'))).toHaveValue('');
  await expect(beneficiaries.getByText('No beneficiaries added yet.')).toBeVisible();
  const next = await issuedReference(page);
  expect(next).not.toBe(reference);

  const detail = await getMemberViaApi(headApi, members[0]!.id);
  expect(detail.member.fullName).toBe(memberFullName(member));
  expect(detail.beneficiaries.map((b) => b.relationship).sort()).toEqual(['Child', 'Spouse']);
});

test('shows the required-fields message in its three forms', async ({ page }) => {
  const register = page.getByRole('button', { name: 'Register Member' });

  // Nothing filled in: every required label, 'a, b and c are required.'
  await register.click();
  const all = requiredFieldsMessage(
    MEMBER_REQUIRED_FIELDS.filter((f) => f.key !== 'registrationDate').map((f) => f.label),
  );
  expect(all).toMatch(/, .* and .* are required\.$/);
  await expect(alertWith(page, all!)).toBeVisible();
  await page.keyboard.press('Escape');

  const member = newMember();
  const png = await pngFixture('required');
  await fillMemberForm(page, member, { idPicture: png, signature: png });
  const idNumber = section(page, 'Personal Information').getByLabel(fieldLabel('ID Number'));
  const lastName = section(page, 'Personal Information').getByLabel(fieldLabel('Last Name'));

  await idNumber.fill('');
  await register.click();
  await expect(alertWith(page, requiredFieldsMessage(['ID Number'])!)).toBeVisible();
  expect(requiredFieldsMessage(['ID Number'])).toBe('ID Number is required.');
  await page.keyboard.press('Escape');

  await lastName.fill('');
  await register.click();
  await expect(alertWith(page, requiredFieldsMessage(['ID Number', 'Last Name'])!)).toBeVisible();
  expect(requiredFieldsMessage(['ID Number', 'Last Name'])).toBe('ID Number and Last Name are required.');
});

test('refuses a wrong image type early and a duplicate ID number from the server', async ({
  page,
  headApi,
}) => {
  const existing = newMember({ barangay: 'Bayanan I' });
  await registerMemberViaApi(headApi, existing);

  const documents = section(page, 'Documents');
  await documents
    .getByLabel(fieldLabel('ID Picture'))
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await expect(documents.getByRole('alert')).toHaveText(messages.imageWrongType);

  const duplicate = newMember({ idNumber: existing.idNumber });
  const png = await pngFixture('duplicate');
  await issuedReference(page);
  await fillMemberForm(page, duplicate, { idPicture: png, signature: png });
  await page.getByRole('button', { name: 'Register Member' }).click();
  await expect(alertWith(page, messages.duplicateIdNumber)).toBeVisible();
  // Nothing was reset: the person can correct the ID number.
  await expect(section(page, 'Personal Information').getByLabel(fieldLabel('ID Number'))).toHaveValue(
    existing.idNumber,
  );
});

test('generates the QR code and saves it as PNG and SVG', async ({ page, baseURL }) => {
  const generate = page.getByRole('button', { name: 'Generate QR Code' });
  await expect(generate).toBeDisabled();
  await expect(page.getByText(/To generate the QR code, fill in: ID Number, /)).toBeVisible();

  const member = newMember();
  const reference = await issuedReference(page);
  await fillMemberForm(page, member);
  await expect(generate).toBeEnabled();
  await generate.click();

  const dialog = page.getByRole('dialog', { name: 'Member QR Code' });
  await expect(dialog.getByRole('img', { name: `QR code for ${reference}` })).toBeVisible();
  await expect(dialog.getByText(qrPayloadUrl(baseURL!, reference))).toBeVisible();

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save as PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe(`qr-${reference}.png`);
  const pngBytes = await readFile((await png.path())!);
  expect(pngBytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save as SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe(`qr-${reference}.svg`);
  expect(await readFile((await svg.path())!, 'utf8')).toContain('<svg');

  const [jpeg] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save as JPEG' }).click(),
  ]);
  expect(jpeg.suggestedFilename()).toBe(`qr-${reference}.jpg`);
  const jpegBytes = await readFile((await jpeg.path())!);
  expect([...jpegBytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});

test('a male member’s second spouse at registration goes through the polygamy confirmation', async ({
  page,
}) => {
  const member = newMember({ gender: 'male' });
  await selectOption(section(page, 'Demographics').getByLabel(fieldLabel('Gender')), 'male');
  const beneficiaries = section(page, 'Beneficiaries (Optional)');
  const add = beneficiaries.getByRole('button', { name: 'Add beneficiary' });
  const wife = (firstName: string, dob: string) => ({
    lastName: member.lastName,
    firstName,
    gender: 'female' as const,
    dob,
    relationship: 'Spouse' as const,
    pwd: false,
  });
  await fillBeneficiary(beneficiaries, wife('Aisha', '1975-01-01'));
  await add.click();
  await fillBeneficiary(beneficiaries, wife('Fatima', '1980-02-02'));
  await add.click();

  const dialog = page.getByRole('dialog', { name: 'Muslim Polygamy Confirmation' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.spouseOrderRequired);
  await selectOption(dialog.getByLabel('Spouse order'), '2nd');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(beneficiaries.getByText('2nd spouse')).toBeVisible();

  // A female member may have only one spouse.
  await selectOption(section(page, 'Demographics').getByLabel(fieldLabel('Gender')), 'female');
  await fillBeneficiary(beneficiaries, { ...wife('Ramon', '1979-03-03'), gender: 'male' });
  await add.click();
  await expect(beneficiaries.getByRole('alert')).toHaveText(messages.onlyOneSpouse);
});

test('a lost session: "You are not authenticated! Please log in again." over the page, then registered', async ({
  page,
  context,
  headApi,
  portal,
}) => {
  const member = newMember();
  const png = await pngFixture('session');
  await issuedReference(page);
  await fillMemberForm(page, member, { idPicture: png, signature: png });
  await context.clearCookies();
  await page.getByRole('button', { name: 'Register Member' }).click();
  await signInAgain(page, portal.headAdmin.password);
  await expect(page).toHaveURL(/\/admin\/member-registration$/);
  // The registration went on with what was typed before the session ended.
  await expect
    .poll(async () => {
      const response = await headApi.get(`/api/members?search=${encodeURIComponent(member.idNumber)}`);
      return ((await response.json()) as { members: unknown[] }).members.length;
    })
    .toBe(1);
});

test('Enter in a beneficiary field adds the beneficiary, not the whole registration (issue 23)', async ({
  page,
}) => {
  await page.goto('/admin/member-registration');
  const beneficiaries = section(page, 'Beneficiaries (Optional)');
  await fillBeneficiary(beneficiaries, {
    lastName: 'Reyes',
    firstName: 'Ana',
    middleName: 'Cruz',
    gender: 'female',
    dob: '2015-05-05',
    relationship: 'Child',
    pwd: false,
  });
  await beneficiaries.getByLabel(fieldLabel('First Name')).press('Enter');
  await expect(beneficiaries.getByRole('cell', { name: 'Ana Cruz Reyes', exact: true })).toBeVisible();
  // The registration itself was not submitted: its refusal is nowhere.
  await expect(page.getByText(messages.invalidInput)).toHaveCount(0);
  // Enter with the entry empty says what the entry lacks, still nothing of the registration.
  await beneficiaries.getByLabel(fieldLabel('Last Name')).press('Enter');
  await expect(beneficiaries.getByRole('alert')).toHaveText(messages.beneficiaryRequiredFields);
  await expect(page.getByText(messages.invalidInput)).toHaveCount(0);
});
