import { defineConfig } from '@playwright/test';

/*
 * Browser tests against the production build served by the real server (see support/global-setup.ts).
 * Run from the repository root: `npm run test:e2e` (builds apps/web, then `playwright test -c e2e`).
 * Layout tests for phones carry the tag @phone and run only in the 'phone' project.
 */

const ci = Boolean(process.env.CI);

/** The system Chromium: browsers cannot be downloaded on the build machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: ci,
  workers: 2,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
