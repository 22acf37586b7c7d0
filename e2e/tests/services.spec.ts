import { addDays, addYears, formatPesos, membershipYearOf, messages } from '@portal/domain';
import { fieldLabel, selectOption } from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  alertWith,
  getMemberViaApi,
  manilaToday,
  newMember,
  registerMemberViaApi,
  uniqueName,
} from '../support/members.ts';
import {
  claimViaApi,
  figures,
  fillClaim,
  historyRows,
  openClaimService,
  openUsageDetails,
  serviceOption,
  servicesArea,
  submitClaim,
  usageCard,
} from '../support/services.ts';

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test('claims a service until it is depleted: refusal, then the option is disabled', async ({
  page,
  headApi,
}) => {
  const today = manilaToday();
  const { id } = await registerMemberViaApi(headApi, newMember());
  await page.goto(`/admin/member/${id}`);

  let dialog = await openClaimService(page);
  await fillClaim(dialog, { category: 'outpatient', serviceType: 'ULTRASOUND' });
  // Before submitting, the chosen service's balance for the window of the date.
  const balance = dialog.getByLabel('Selected service balance');
  expect(await figures(balance)).toEqual({ Maximum: '₱1,200.00', Used: '₱0.00', Remaining: '₱1,200.00' });
  await fillClaim(dialog, { institution: 'Calapan Medical Center', amount: '700', date: today });
  await submitClaim(dialog);
  await expect(alertWith(page, messages.claimSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();

  dialog = await openClaimService(page);
  await fillClaim(dialog, {
    category: 'outpatient',
    serviceType: 'ULTRASOUND',
    institution: 'Calapan Medical Center',
    amount: '600',
    date: today,
  });
  await expect.poll(async () => (await figures(balance)).Remaining).toBe('₱500.00');
  await submitClaim(dialog);
  await expect(dialog.getByRole('alert')).toHaveText(messages.claimExceedsRemaining('₱500.00'));

  // A claim recorded elsewhere meanwhile: the server refuses and its message is shown as it comes.
  await claimViaApi(headApi, id, {
    category: 'outpatient',
    serviceType: 'ULTRASOUND',
    institution: 'Another clinic',
    amount: '100',
    date: today,
  });
  await dialog.getByLabel(fieldLabel('Amount')).fill('500');
  await submitClaim(dialog);
  await expect(dialog.getByRole('alert')).toHaveText(messages.claimExceedsRemaining('₱400.00'));

  await dialog.getByLabel(fieldLabel('Amount')).fill('400');
  await submitClaim(dialog);
  await expect(alertWith(page, messages.claimSuccess)).toBeVisible();

  dialog = await openClaimService(page);
  const ultrasound = serviceOption(dialog, 'ULTRASOUND');
  await expect(ultrasound).toBeDisabled();
  await expect(ultrasound).toHaveText(/Depleted/);
  await expect(serviceOption(dialog, 'MRI')).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const refused = await headApi.post(`/api/members/${id}/claims`, {
    data: { category: 'outpatient', serviceType: 'ULTRASOUND', institution: 'X', amount: '1', date: today },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toBe(messages.claimFullyUtilized);
});

test('claims a service for a beneficiary', async ({ page, headApi }) => {
  const firstName = uniqueName('Ana');
  const member = newMember({
    beneficiaries: [
      {
        lastName: 'Dalisay',
        firstName,
        gender: 'female',
        dob: '2015-03-10',
        relationship: 'Child',
        pwd: false,
      },
    ],
  });
  const { id } = await registerMemberViaApi(headApi, member);
  const [beneficiary] = (await getMemberViaApi(headApi, id)).beneficiaries;
  await page.goto(`/admin/member/${id}`);

  const dialog = await openClaimService(page);
  await fillClaim(dialog, {
    category: 'outpatient',
    serviceType: 'EYE GLASSES',
    institution: 'Vision Optical',
    amount: '850.50',
    date: manilaToday(),
    beneficiaryUse: 'Yes',
  });
  await submitClaim(dialog);
  await expect(dialog.getByRole('alert')).toHaveText(messages.claimBeneficiaryRequired);
  await selectOption(dialog.getByLabel(fieldLabel('Beneficiary')), beneficiary!.fullName);
  await submitClaim(dialog);
  await expect(alertWith(page, messages.claimSuccess)).toBeVisible();

  const rows = await historyRows(page.getByRole('region', { name: /^Current Membership Year/ }));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toEqual(
    expect.arrayContaining([
      'EYE GLASSES',
      'Vision Optical',
      '₱850.50',
      'Yes',
      beneficiary!.fullName,
      'Current',
    ]),
  );
});

test('asks for the laboratory procedure of OTHER LABORATORY PROCEDURE', async ({ page, headApi }) => {
  const { id } = await registerMemberViaApi(headApi, newMember());
  await page.goto(`/admin/member/${id}`);
  const dialog = await openClaimService(page);
  await expect(dialog.getByLabel(fieldLabel('Laboratory procedure'))).toHaveCount(0);
  await fillClaim(dialog, {
    category: 'outpatient',
    serviceType: 'OTHER LABORATORY PROCEDURE',
    institution: 'City Laboratory',
    amount: '350',
    date: manilaToday(),
  });
  await submitClaim(dialog);
  await expect(dialog.getByRole('alert')).toHaveText(messages.claimLabProcedureRequired);
  await selectOption(dialog.getByLabel(fieldLabel('Laboratory procedure')), 'X-RAY');
  await submitClaim(dialog);
  await expect(alertWith(page, messages.claimSuccess)).toBeVisible();
  const rows = await historyRows(page.getByRole('region', { name: /^Current Membership Year/ }));
  expect(rows[0]![0]).toBe('OTHER LABORATORY PROCEDURE (X-RAY)');
});

test('gives maintenance medicine to seniors only', async ({ page, headApi }) => {
  const young = await registerMemberViaApi(headApi, newMember({ dob: '1975-02-01' }));
  await page.goto(`/admin/member/${young.id}`);
  let dialog = await openClaimService(page);
  const medicine = serviceOption(dialog, 'MAINTENANCE MEDICINE');
  await expect(medicine).toBeDisabled();
  await expect(medicine).toContainText(messages.claimSeniorOnly);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const usage = await openUsageDetails(page);
  const card = usageCard(usage, 'MAINTENANCE MEDICINE');
  await expect(card.getByText('Ineligible', { exact: true })).toBeVisible();
  await expect(card).toContainText(messages.claimSeniorOnly);
  await page.keyboard.press('Escape');

  const senior = await registerMemberViaApi(headApi, newMember({ dob: '1950-02-01' }));
  await page.goto(`/admin/member/${senior.id}`);
  dialog = await openClaimService(page);
  await fillClaim(dialog, {
    category: 'outpatient',
    serviceType: 'MAINTENANCE MEDICINE',
    institution: 'Botika ng Bayan',
    amount: '300',
    date: manilaToday(),
  });
  await submitClaim(dialog);
  await expect(alertWith(page, messages.claimSuccess)).toBeVisible();
  const rows = await historyRows(page.getByRole('region', { name: /^Current Membership Year/ }));
  expect(rows[0]).toEqual(expect.arrayContaining(['MAINTENANCE MEDICINE', '₱300.00']));
});

test('shows the usage of every service on its card', async ({ page, headApi }) => {
  const today = manilaToday();
  const { id } = await registerMemberViaApi(headApi, newMember({ dob: '1972-08-08' }));
  const claim = { category: 'outpatient' as const, institution: 'Provincial Hospital', date: today };
  await claimViaApi(headApi, id, { ...claim, serviceType: 'MRI', amount: '2500' });
  await claimViaApi(headApi, id, { ...claim, serviceType: 'FREE MEDICINE', amount: '500' });
  await claimViaApi(headApi, id, {
    ...claim,
    category: 'inpatient',
    serviceType: 'HOSPITALIZATION',
    amount: '1234.56',
  });
  await page.goto(`/admin/member/${id}`);
  const dialog = await openUsageDetails(page);

  const expected: [string, Record<string, string>, string][] = [
    ['MRI', { Maximum: '₱6,000.00', Used: '₱2,500.00', Remaining: '₱3,500.00' }, 'Partial'],
    ['FREE MEDICINE', { Maximum: '₱500.00', Used: '₱500.00', Remaining: '₱0.00' }, 'Depleted'],
    ['HOSPITALIZATION', { Maximum: '₱8,000.00', Used: '₱1,234.56', Remaining: '₱6,765.44' }, 'Partial'],
    ['CT-SCAN', { Maximum: '₱6,500.00', Used: '₱0.00', Remaining: '₱6,500.00' }, 'Available'],
  ];
  for (const [service, numbers, status] of expected) {
    const card = usageCard(dialog, service);
    expect(await figures(card), service).toEqual(numbers);
    await expect(card.getByText(status, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('article')).toHaveCount(12);
  await expect(usageCard(dialog, 'MRI').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
});

test('splits the history into the current and previous membership years, and searches it', async ({
  page,
  headApi,
}) => {
  const today = manilaToday();
  // Registered exactly one year ago (the earliest date allowed): the second membership year starts today.
  const registrationDate = addYears(today, -1);
  const { id } = await registerMemberViaApi(headApi, newMember({ registrationDate }));
  const earlier = addDays(today, -30);
  const currentYear = membershipYearOf(registrationDate, today)!;
  const previousYear = membershipYearOf(registrationDate, earlier)!;
  expect(previousYear.index).toBe(0);
  expect(currentYear.index).toBe(1);
  await claimViaApi(headApi, id, {
    category: 'outpatient',
    serviceType: 'CT-SCAN',
    institution: 'Old Town Imaging',
    amount: '4000',
    date: earlier,
  });
  await claimViaApi(headApi, id, {
    category: 'outpatient',
    serviceType: 'CT-SCAN',
    institution: 'New Harbor Diagnostics',
    amount: '6500',
    date: today,
  });
  await page.goto(`/admin/member/${id}`);

  const current = page.getByRole('region', { name: `Current Membership Year (${currentYear.label})` });
  const previous = page.getByRole('region', { name: 'Previous Membership Years (Archived)' });
  expect(await historyRows(current)).toEqual([
    [
      'CT-SCAN',
      'New Harbor Diagnostics',
      formatPesos(650_000),
      expect.any(String),
      'No',
      '—',
      'Current',
      expect.any(String),
    ],
  ]);
  await expect(previous.getByRole('columnheader', { name: 'Membership year' })).toBeVisible();
  expect(await historyRows(previous)).toEqual([
    [
      'CT-SCAN',
      'Old Town Imaging',
      '₱4,000.00',
      expect.any(String),
      'No',
      '—',
      previousYear.label,
      'Archived',
      expect.any(String),
    ],
  ]);

  const search = page.getByLabel(fieldLabel('Search services'));
  await search.fill('old town');
  await expect(current).toContainText(messages.noClaimedServices);
  expect(await historyRows(previous)).toHaveLength(1);
  await search.fill('6,500');
  await expect(previous).toBeHidden();
  expect(await historyRows(current)).toHaveLength(1);
  await search.fill('nothing like this');
  await expect(page.getByText(messages.noClaimedServices)).toBeVisible();
  await expect(current).toBeHidden();
  await search.fill('');
  expect(await historyRows(previous)).toHaveLength(1);
});

test('edits a service limit on Settings, opened from the profile, and the usage cards follow', async ({
  page,
  headApi,
}) => {
  const { id } = await registerMemberViaApi(headApi, newMember());
  await claimViaApi(headApi, id, {
    category: 'outpatient',
    serviceType: 'CHEMOTHERAPY',
    institution: 'Cancer Care Unit',
    amount: '1000',
    date: manilaToday(),
  });
  await page.goto(`/admin/member/${id}`);
  try {
    // DECISIONS 53: the profile's button leads to the limits on Settings.
    await servicesArea(page).getByRole('link', { name: 'Edit Service Limits' }).click();
    await expect(page).toHaveURL(/\/admin\/settings#service-limits$/);
    const limits = page.getByRole('region', { name: 'Service limits' });
    const chemo = limits.getByLabel(fieldLabel('CHEMOTHERAPY'));
    await expect(chemo).toHaveValue('₱6,000');
    await chemo.fill('12000');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await expect(limits.getByRole('alert')).toHaveText(messages.limitOutOfRange('₱10,000.00'));
    await chemo.fill('7500');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the new limits?' });
    await expect(dialog).toContainText('CHEMOTHERAPY: ₱6,000.00 → ₱7,500.00');
    await dialog.getByRole('button', { name: 'Save limits' }).click();
    await expect(alertWith(page, messages.limitsUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goBack();
    const usage = await openUsageDetails(page);
    expect(await figures(usageCard(usage, 'CHEMOTHERAPY'))).toEqual({
      Maximum: '₱7,500.00',
      Used: '₱1,000.00',
      Remaining: '₱6,500.00',
    });
  } finally {
    const restored = await headApi.put('/api/service-limits', {
      data: { limits: [{ serviceType: 'CHEMOTHERAPY', maxCentavos: 600_000 }] },
    });
    expect(restored.status()).toBe(200);
  }
});

test('asks to wait while the services are still loading', async ({ page, headApi }) => {
  const { id } = await registerMemberViaApi(headApi, newMember());
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/members/${id}/services`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/admin/member/${id}`);
  await servicesArea(page).getByRole('button', { name: 'Claim Service' }).click();
  await expect(alertWith(page, messages.dataStillLoading)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Claim Service' })).toHaveCount(0);
  release();
  await expect(page.getByText(messages.noClaimedServices)).toBeVisible();
  await openClaimService(page);
});
