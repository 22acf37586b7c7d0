import type { Page } from '@playwright/test';
import { expiryDate, memberFullName, messages } from '@portal/domain';
import { expect, test } from '../support/fixtures.ts';
import { type MemberData, newMember, pngFixture, registerMemberViaApi } from '../support/members.ts';
import {
  cameraTrackStates,
  fakeCameraArgs,
  pictureWithoutCode,
  qrPng,
  recordCameraTracks,
  writeQrY4m,
} from '../support/qr.ts';

const CARD_KEYS = ['expiryDate', 'fullName', 'referenceNumber', 'registrationDate', 'status'];

/** 'YYYY-MM-DD' as the pages show it ('November 21, 2026'). */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-PH', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A member with everything the public card must not show: ID number, address, phone, a beneficiary. */
function memberWithPrivateData(): MemberData {
  return newMember({
    houseStreet: '48 Sampaguita Lane',
    phoneNumber: '+63 918 777 4242',
    beneficiaries: [
      {
        lastName: 'Bautista',
        firstName: 'Perlita',
        gender: 'female',
        dob: '2012-02-02',
        relationship: 'Child',
        pwd: false,
      },
    ],
  });
}

/** Nothing private on the page: no ID number, address, phone, beneficiaries, claims or images. */
async function expectNothingPrivate(page: Page, data: MemberData) {
  const text = (await page.locator('body').textContent()) ?? '';
  for (const secret of [data.idNumber, data.houseStreet, data.phoneNumber, 'Perlita', data.barangay]) {
    expect(text).not.toContain(secret);
  }
  for (const word of ['ID Number', 'Address', 'Phone', 'Beneficiar', 'Claim', 'Date of Birth']) {
    expect(text.toLowerCase()).not.toContain(word.toLowerCase());
  }
  await expect(page.locator('img')).toHaveCount(0);
}

test.describe('public member card', () => {
  test('/scan?ref= shows name, reference number, Active and the dates only, without loading admin code', async ({
    page,
    headApi,
  }) => {
    const data = memberWithPrivateData();
    const member = await registerMemberViaApi(headApi, data);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto(`/scan?ref=${encodeURIComponent(member.referenceNumber)}`);
    const card = page.getByRole('article', { name: memberFullName(data) });
    await expect(card).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: memberFullName(data) })).toBeVisible();
    await expect(card).toContainText(member.referenceNumber);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card).toContainText(longDate(data.registrationDate));
    await expect(card).toContainText(longDate(expiryDate(data.registrationDate)));
    await expect(page.getByText('Calapan City Health Assistance Program')).toBeVisible();
    await expectNothingPrivate(page, data);

    // The public page fetched only its own data: no admin chunks, no member API, no images.
    expect(
      requested.filter((path) => /Admin(Route|Layout)|MemberProfileAdmin|ScannerPage/.test(path)),
    ).toEqual([]);
    expect(requested.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/public/'))).toEqual(
      [],
    );
  });

  test('/member-profile?ref= shows the same card', async ({ page, headApi }) => {
    const data = memberWithPrivateData();
    const member = await registerMemberViaApi(headApi, data);
    await page.goto(`/member-profile?ref=${encodeURIComponent(member.referenceNumber)}`);
    const card = page.getByRole('article', { name: memberFullName(data) });
    await expect(card).toContainText(member.referenceNumber);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expectNothingPrivate(page, data);
  });

  test('the JSON answer holds the allowed fields and nothing else, with no session', async ({
    playwright,
    portal,
    headApi,
  }) => {
    const data = memberWithPrivateData();
    const member = await registerMemberViaApi(headApi, data);
    const anonymous = await playwright.request.newContext({ baseURL: portal.baseURL });
    try {
      const response = await anonymous.get(
        `/api/public/members/${encodeURIComponent(member.referenceNumber)}`,
      );
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-store');
      const body = (await response.json()) as { member: Record<string, unknown> };
      expect(Object.keys(body)).toEqual(['member']);
      expect(Object.keys(body.member).sort()).toEqual(CARD_KEYS);
      expect(body.member).toMatchObject({
        fullName: memberFullName(data),
        referenceNumber: member.referenceNumber,
        status: 'Active',
        registrationDate: data.registrationDate,
      });
      const text = await response.text();
      for (const secret of [data.idNumber, data.houseStreet, data.phoneNumber, 'Perlita', member.id]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await anonymous.dispose();
    }
  });

  test('an unknown or malformed reference shows a neutral No member found', async ({ page }) => {
    for (const path of [
      '/scan?ref=REF-20200101-000000-0000',
      '/member-profile?ref=REF-20200101-000000-0000',
      '/member-profile?ref=not-a-reference',
    ]) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: messages.publicNoMember }),
        path,
      ).toBeVisible();
      await expect(page.getByText(messages.publicNoMemberDetail)).toBeVisible();
      await expect(page).not.toHaveURL(/\/login/);
    }
  });

  test('/member-profile without a reference asks for one, and the typed one opens the card', async ({
    page,
    headApi,
  }) => {
    const data = memberWithPrivateData();
    const member = await registerMemberViaApi(headApi, data);
    for (const path of ['/member-profile', '/member-profile?ref=']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: messages.publicEnterReference }),
        path,
      ).toBeVisible();
      await expect(page.getByText(messages.publicNoMemberDetail)).toHaveCount(0);
    }
    await page.getByRole('textbox', { name: 'Reference number' }).fill(member.referenceNumber);
    await page.getByRole('button', { name: 'Show member card' }).click();
    await expect(page).toHaveURL(new RegExp(`/scan\\?ref=${member.referenceNumber}$`));
    await expect(page.getByRole('article', { name: memberFullName(data) })).toContainText(
      member.referenceNumber,
    );
    await expectNothingPrivate(page, data);
  });

  test('shows the rate-limit message when the server answers 429', async ({ page }) => {
    // The real limit (30 a minute per address) is proven by the API test; here the server's 429
    // answer is replayed so the other tests' address is not locked out.
    await page.route('**/api/public/members/**', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        json: { error: { code: 'RATE_LIMITED', message: messages.rateLimited } },
      }),
    );
    await page.goto('/scan?ref=REF-20200101-000000-0001');
    await expect(page.getByRole('heading', { level: 1, name: messages.rateLimited })).toBeVisible();
  });
});

test.describe('public scanner without a camera', () => {
  test('/scan by an uploaded picture of the QR code opens the member card', async ({
    page,
    headApi,
    portal,
  }) => {
    const data = memberWithPrivateData();
    const member = await registerMemberViaApi(headApi, data);
    await page.goto('/scan');
    await expect(page.getByRole('heading', { level: 1, name: 'Scan a Member QR Code' })).toBeVisible();

    // A picture without a code, and the code of something else, say so and stay on the scanner.
    const status = page.getByRole('status', { name: 'Scanner status' });
    await page.getByLabel('Scan an image file').setInputFiles({
      name: 'blank.png',
      mimeType: 'image/png',
      buffer: await pictureWithoutCode(page),
    });
    await expect(status).toHaveText(messages.scanNoQrCode);
    await page.getByLabel('Scan an image file').setInputFiles({
      name: 'other.png',
      mimeType: 'image/png',
      buffer: await pngFixture('not a member code'),
    });
    await expect(status).toHaveText(messages.scanInvalidFormat);
    await expect(page).toHaveURL(/\/scan$/);

    await page.getByLabel('Scan an image file').setInputFiles({
      name: 'member-qr.png',
      mimeType: 'image/png',
      buffer: await qrPng(`${portal.baseURL}/scan?ref=${encodeURIComponent(member.referenceNumber)}`),
    });
    await expect(page).toHaveURL(new RegExp(`/scan\\?ref=${member.referenceNumber}$`));
    await expect(page.getByRole('article', { name: memberFullName(data) })).toContainText(
      member.referenceNumber,
    );
    await expectNothingPrivate(page, data);
  });

  test('/scan by a typed reference number opens the member card', async ({ page, headApi }) => {
    const data = memberWithPrivateData();
    const member = await registerMemberViaApi(headApi, data);
    await page.goto('/scan');
    const field = page.getByRole('textbox', { name: 'Reference number' });
    const show = page.getByRole('button', { name: 'Show member card' });

    await show.click();
    await expect(field).toHaveAccessibleDescription(new RegExp(messages.referenceNumberRequired));
    await field.fill('REF-2025');
    await show.click();
    await expect(page.getByText(messages.referenceNumberMalformed)).toBeVisible();
    await expect(page).toHaveURL(/\/scan$/);

    // As typed from the card, in lower case and with spaces around.
    await field.fill(`  ${member.referenceNumber.toLowerCase()} `);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/scan\\?ref=${member.referenceNumber}$`));
    await expect(page.getByRole('article', { name: memberFullName(data) })).toContainText(
      member.referenceNumber,
    );
    await expectNothingPrivate(page, data);
  });
});

test.describe('public camera scanner', () => {
  test('/scan without ref scans with the phone camera and opens the member card', async ({
    playwright,
    launchOptions,
    headApi,
    portal,
  }, testInfo) => {
    const data = memberWithPrivateData();
    const member = await registerMemberViaApi(headApi, data);
    const y4m = testInfo.outputPath('public-qr.y4m');
    await writeQrY4m(y4m, `${portal.baseURL}/scan?ref=${encodeURIComponent(member.referenceNumber)}`);
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), ...fakeCameraArgs(y4m)],
    });
    try {
      const context = await browser.newContext({
        baseURL: portal.baseURL,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(recordCameraTracks);
      const page = await context.newPage();
      await page.goto('/scan');
      await expect(page.getByRole('heading', { level: 1, name: 'Scan a Member QR Code' })).toBeVisible();
      const preview = page.getByLabel('Camera preview');
      // Full width on a phone.
      const box = await preview.boundingBox();
      expect(box?.width).toBeGreaterThan(300);
      await expect(page.getByRole('status', { name: 'Scanner status' })).toHaveText(messages.scanIdle);

      await page.getByRole('button', { name: 'Start Camera' }).click();
      await expect(page).toHaveURL(new RegExp(`/scan\\?ref=${member.referenceNumber}$`), { timeout: 20_000 });
      const card = page.getByRole('article', { name: memberFullName(data) });
      await expect(card).toContainText(member.referenceNumber);
      await expectNothingPrivate(page, data);
      const tracks = await cameraTrackStates(page);
      expect(tracks.length).toBeGreaterThan(0);
      expect(tracks.every((state) => state === 'ended')).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
