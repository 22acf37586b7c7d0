import type { Browser, BrowserContext, BrowserType, LaunchOptions, Page } from '@playwright/test';
import { memberFullName, messages, qrPayloadJson, qrPayloadUrl } from '@portal/domain';
import { expect, test } from '../support/fixtures.ts';
import { newMember, registerMemberViaApi } from '../support/members.ts';
import {
  cameraTrackStates,
  fakeCameraArgs,
  pictureWithoutCode,
  qrPng,
  recordCameraTracks,
  toJpeg,
  writeQrY4m,
} from '../support/qr.ts';

const status = (page: Page) => page.getByRole('status', { name: 'Scanner status' });
const fileInput = (page: Page) => page.getByLabel('Scan an image file');
const video = (page: Page) => page.getByLabel('Camera preview');

/** A reference number no member has (the right shape, so it reaches the look-up). */
const UNKNOWN_REF = 'REF-20200101-000000-0000';

/** A Chromium of its own whose camera plays `y4mFile` (the project's flags plus the fake-camera ones). */
async function launchWithCamera(
  browserType: BrowserType,
  launchOptions: LaunchOptions,
  y4mFile: string,
): Promise<Browser> {
  return browserType.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), ...fakeCameraArgs(y4mFile)],
  });
}

/** The QR Scanner on a desktop page of `browser`, signed in as the head admin, its camera tracks recorded. */
async function openScanner(
  browser: Browser,
  baseURL: string,
  useHeadAdminSession: (context: BrowserContext) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await useHeadAdminSession(context);
  await context.addInitScript(recordCameraTracks);
  const page = await context.newPage();
  await page.goto('/admin/scanner');
  return page;
}

test.describe('QR Scanner with the camera', () => {
  test('Start Camera opens the profile of the member whose QR code the camera sees, then lets go of the camera', async ({
    playwright,
    launchOptions,
    headApi,
    portal,
    useHeadAdminSession,
  }, testInfo) => {
    const data = newMember();
    const member = await registerMemberViaApi(headApi, data);
    const y4m = testInfo.outputPath('member-qr.y4m');
    await writeQrY4m(y4m, qrPayloadUrl(portal.baseURL, member.referenceNumber));

    const browser = await launchWithCamera(playwright.chromium, launchOptions, y4m);
    try {
      const page = await openScanner(browser, portal.baseURL, useHeadAdminSession);
      await expect(page.getByRole('heading', { level: 1, name: 'QR Scanner' })).toBeVisible();
      await expect(status(page)).toHaveText(messages.scanIdle);

      await page.getByRole('button', { name: 'Start Camera' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/member/${member.id}$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: memberFullName(data) }).first()).toBeVisible();
      // Leaving the scanner stopped the camera: every track the page was given has ended.
      const tracks = await cameraTrackStates(page);
      expect(tracks.length).toBeGreaterThan(0);
      expect(tracks.every((state) => state === 'ended')).toBe(true);
    } finally {
      await browser.close();
    }
  });

  test('says so when nothing is decoded for 10 seconds, keeps scanning, and Stop Camera releases the camera', async ({
    playwright,
    launchOptions,
    portal,
    useHeadAdminSession,
  }, testInfo) => {
    test.setTimeout(90_000);
    const y4m = testInfo.outputPath('no-code.y4m');
    await writeQrY4m(y4m, null);

    const browser = await launchWithCamera(playwright.chromium, launchOptions, y4m);
    try {
      const page = await openScanner(browser, portal.baseURL, useHeadAdminSession);

      await page.getByRole('button', { name: 'Start Camera' }).click();
      await expect(status(page)).toHaveText(messages.scanScanning);
      await expect(video(page)).toHaveAttribute('data-camera-state', 'scanning');
      await expect(video(page)).toHaveAttribute('data-live-tracks', '1');
      await expect(page.getByRole('button', { name: 'Stop Camera' })).toBeEnabled();
      expect(await cameraTrackStates(page)).toEqual(['live']);

      await expect(status(page)).toHaveText(messages.scanTimeout, { timeout: 15_000 });
      // Still scanning: the camera stays on until Stop.
      await expect(video(page)).toHaveAttribute('data-camera-state', 'scanning');
      expect(await cameraTrackStates(page)).toEqual(['live']);

      await page.getByRole('button', { name: 'Stop Camera' }).click();
      await expect(status(page)).toHaveText(messages.scanStopped);
      await expect(video(page)).toHaveAttribute('data-camera-state', 'stopped');
      await expect(video(page)).toHaveAttribute('data-live-tracks', '0');
      expect(await video(page).evaluate((v) => (v as HTMLVideoElement).srcObject)).toBeNull();
      expect(await cameraTrackStates(page)).toEqual(['ended']);
      await expect(page.getByRole('button', { name: 'Start Camera' })).toBeEnabled();
    } finally {
      await browser.close();
    }
  });

  test('says Camera not found. when the device has no camera', async ({
    page,
    context,
    useHeadAdminSession,
  }) => {
    await useHeadAdminSession(context);
    // A browser without any camera: no video inputs, and asking for one fails as it would there.
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      devices.enumerateDevices = async () => [];
      devices.getUserMedia = async () => {
        throw new DOMException('Requested device not found', 'NotFoundError');
      };
    });
    await page.goto('/admin/scanner');
    await page.getByRole('button', { name: 'Start Camera' }).click();
    await expect(status(page)).toHaveText(messages.scanCameraNotFound);
    await expect(video(page)).toHaveAttribute('data-camera-state', 'failed');
    await expect(page.getByRole('button', { name: 'Start Camera' })).toBeEnabled();
  });

  for (const [errorName, message, where] of [
    ['NotAllowedError', messages.scanCameraDenied, '/admin/scanner'],
    ['NotReadableError', messages.scanCameraInUse, '/admin/scanner'],
    ['NotAllowedError', messages.scanCameraDenied, '/scan'],
    ['NotReadableError', messages.scanCameraInUse, '/scan'],
  ] as const) {
    test(`says why the camera failed (${errorName}) on ${where}`, async ({
      page,
      context,
      useHeadAdminSession,
    }) => {
      await useHeadAdminSession(context);
      // A device with a camera that refuses to start for this reason.
      await page.addInitScript((name) => {
        const devices = navigator.mediaDevices;
        devices.enumerateDevices = async () =>
          [{ kind: 'videoinput', deviceId: 'cam', groupId: 'g', label: '' }] as MediaDeviceInfo[];
        devices.getUserMedia = async () => {
          throw new DOMException('refused', name);
        };
      }, errorName);
      await page.goto(where);
      await page.getByRole('button', { name: 'Start Camera' }).click();
      await expect(status(page)).toHaveText(message);
      await expect(page.getByRole('button', { name: 'Start Camera' })).toBeEnabled();
    });
  }
});

test.describe('QR Scanner with an image file', () => {
  test.beforeEach(async ({ context, useHeadAdminSession }) => {
    await useHeadAdminSession(context);
  });

  test('a PNG of a member QR code (the URL payload) opens the member profile', async ({
    page,
    headApi,
    portal,
  }) => {
    const member = await registerMemberViaApi(headApi, newMember());
    await page.goto('/admin/scanner');
    await fileInput(page).setInputFiles({
      name: 'member-qr.png',
      mimeType: 'image/png',
      buffer: await qrPng(qrPayloadUrl(portal.baseURL, member.referenceNumber)),
    });
    await expect(page).toHaveURL(new RegExp(`/admin/member/${member.id}$`));
  });

  test('a JPEG of a member QR code (the JSON payload) opens the member profile', async ({
    page,
    headApi,
  }) => {
    const member = await registerMemberViaApi(headApi, newMember());
    await page.goto('/admin/scanner');
    const jpeg = await toJpeg(page, await qrPng(qrPayloadJson(member.referenceNumber, member.id)));
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    await fileInput(page).setInputFiles({ name: 'member-qr.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page).toHaveURL(new RegExp(`/admin/member/${member.id}$`));
  });

  test('a picture dropped on the page is decoded too', async ({ page, headApi, portal }) => {
    const member = await registerMemberViaApi(headApi, newMember());
    await page.goto('/admin/scanner');
    const png = await qrPng(qrPayloadUrl(portal.baseURL, member.referenceNumber));
    const dataTransfer = await page.evaluateHandle((data) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
      return transfer;
    }, png.toString('base64'));
    const target = page.getByText('Drop a PNG or JPEG picture');
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
    await expect(page).toHaveURL(new RegExp(`/admin/member/${member.id}$`));
  });

  test('refuses other files, pictures without a code, codes of other things and unknown members', async ({
    page,
    portal,
  }) => {
    await page.goto('/admin/scanner');

    await fileInput(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture\n'),
    });
    await expect(status(page)).toHaveText(messages.scanUnsupportedImage);
    // Names and declared types can lie: a text file called .png is still refused.
    await fileInput(page).setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF89a not really'),
    });
    await expect(status(page)).toHaveText(messages.scanUnsupportedImage);

    await fileInput(page).setInputFiles({
      name: 'landscape.png',
      mimeType: 'image/png',
      buffer: await pictureWithoutCode(page),
    });
    await expect(status(page)).toHaveText(messages.scanNoQrCode);

    await fileInput(page).setInputFiles({
      name: 'website.png',
      mimeType: 'image/png',
      buffer: await qrPng('https://example.com/'),
    });
    await expect(status(page)).toHaveText(messages.scanInvalidFormat);

    await fileInput(page).setInputFiles({
      name: 'unknown.png',
      mimeType: 'image/png',
      buffer: await qrPng(qrPayloadUrl(portal.baseURL, UNKNOWN_REF)),
    });
    await expect(status(page)).toHaveText(messages.scanNoMember);
    await expect(page).toHaveURL(/\/admin\/scanner$/);
  });

  test('says plainly that a scanned member is archived, with the way to the archived list', async ({
    page,
    headApi,
    portal,
  }) => {
    const data = newMember();
    const member = await registerMemberViaApi(headApi, data);
    const archive = await headApi.post(`/api/members/${member.id}/archive`);
    expect(archive.status()).toBe(200);

    await page.goto('/admin/scanner');
    await fileInput(page).setInputFiles({
      name: 'archived.png',
      mimeType: 'image/png',
      buffer: await qrPng(qrPayloadUrl(portal.baseURL, member.referenceNumber)),
    });
    await expect(status(page)).toContainText(messages.scanArchivedMember);
    await expect(status(page)).toContainText(messages.scanArchivedMemberDetail(memberFullName(data)));
    await expect(page).toHaveURL(/\/admin\/scanner$/);
    await status(page).getByRole('link', { name: 'Open Archived Members' }).click();
    await expect(page).toHaveURL(/\/admin\/archived-members$/);
  });
});
