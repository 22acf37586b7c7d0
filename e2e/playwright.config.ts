import { defineConfig } from '@playwright/test';

/*
 * Browser tests against the production build served by the real server (see support/global-setup.ts).
 * Run from the repository root: `npm run test:e2e` (builds apps/web, then `playwright test -c e2e`).
 * Layout tests for phones carry the tag @phone and run only in the 'phone' project.
 */

const ci = Boolean(process.env.CI);

/**
 * Chromium from Debian (browsers cannot be downloaded on the build machines), in its headless shell
 * (apt package `chromium-headless-shell`): the same Chromium build, Blink and V8 as `/usr/bin/chromium`,
 * without the browser's own windows, tab strip and toolbar, which a headless `chromium` still draws
 * for every page. Measured here, each new browser context with the login page cost the browser
 * process 0.32 s of CPU instead of 0.73 s, and each navigation 0.11 s instead of 0.20 s (the pages'
 * own renderer cost is the same); the browser process had been the largest CPU user of the suite
 * (864 of 2,100 CPU-seconds). `CHROMIUM_PATH=/usr/bin/chromium` runs the suite in the full browser.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
    // The portal's transitions are skipped (theme: respectReducedMotion): no waiting for animations.
    contextOptions: { reducedMotion: 'reduce' },
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  },
  // Projects run in this order, each file on one worker (fullyParallel is false). The first run by a
  // LAN address starts a server of its own and uses no shared fixture: a worker of a kind of its own,
  // which Playwright left for the very end (a minute with one worker idle); in a project of its own,
  // listed first, it starts at once beside the phone project. The phone project's accessibility test
  // is the longest single test: run last, it too kept one worker busy alone at the end.
  projects: [
    {
      name: 'first-run',
      testMatch: /lan-first-run\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      grep: /@phone/,
      // A 375 px wide layout drawn at one device pixel per CSS pixel: a quarter of the pixels of a
      // scale factor of 2 to paint, the same layout and sizes (the portal has no resolution query).
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: /lan-first-run\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 900 } },
    },
  ],
});
