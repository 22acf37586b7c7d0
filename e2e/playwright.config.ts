import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from '@playwright/test';

/*
 * Browser tests against the production build served by the real server (see support/global-setup.ts).
 * Run from the repository root: `npm run test:e2e` (builds apps/web, then `playwright test -c e2e`).
 * Layout tests for phones carry the tag @phone and run only in the 'phone' project.
 */

const ci = Boolean(process.env.CI);

/**
 * Playwright's own `--disable-features` list, read from the installed playwright-core: Chromium keeps
 * only the last `--disable-features` of its command line, so ours must repeat Playwright's. Empty
 * (and ours left out) if a later Playwright keeps the list elsewhere.
 */
function playwrightDisabledFeatures(): string[] {
  try {
    const bundle = readFileSync(
      createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
      'utf8',
    );
    const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1] ?? '';
    return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]!);
  } catch {
    return [];
  }
}

/**
 * The browser's omnibox popup (two WebUI pages in a renderer of their own) is preloaded for every
 * page's window, though headless nobody sees it: its renderer cost as much CPU as the portal's pages
 * in guards.spec.ts (37 s and 46 s of 191 s; the file took 132 s of CPU without it).
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

function disableFeatures(): string[] {
  const playwrights = playwrightDisabledFeatures();
  if (playwrights.length === 0) {
    console.warn("[e2e] Playwright's --disable-features list not found: the omnibox popup stays enabled");
    return [];
  }
  return [`--disable-features=${[...playwrights, ...UNSEEN_BROWSER_UI].join(',')}`];
}

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
    ...disableFeatures(),
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
