import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';
import { KeptBrowser } from './kept-page.ts';
import { type PortalState, readState } from './state.ts';

export { expect } from '@playwright/test';

interface TestFixtures {
  /** An API client signed in as the head admin (the session made by the global setup). */
  headApi: APIRequestContext;
  /** Adds the head admin's session cookie to a browser context (no sign-in request). */
  useHeadAdminSession: (context: BrowserContext) => Promise<void>;
}

interface WorkerFixtures {
  portal: PortalState;
  keptBrowser: KeptBrowser;
}

interface InternalFixtures {
  /** The context and page lent to the test by its worker's kept browser (kept-page.ts). */
  lent: { context: BrowserContext; page: () => Promise<Page> };
}

export const test = base.extend<TestFixtures & InternalFixtures, WorkerFixtures>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures need a destructured first argument.
    async ({}, use) => {
      await use(readState());
    },
    { scope: 'worker' },
  ],
  keptBrowser: [
    async ({ browser }, use) => {
      const kept = new KeptBrowser(browser);
      await use(kept);
      await kept.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.baseURL);
  },
  // The test's `context` and `page` are its worker's kept ones (kept-page.ts says why and how they are
  // reset), made with the options the projects and files set.
  lent: async (
    {
      keptBrowser,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale,
      timezoneId,
      colorScheme,
      userAgent,
      storageState,
      permissions,
      contextOptions,
    },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale,
      timezoneId,
      colorScheme,
      userAgent,
      storageState,
      permissions,
    };
    for (const key of Object.keys(options) as (keyof BrowserContextOptions)[]) {
      if (options[key] === undefined) delete options[key];
    }
    await keptBrowser.lend(options, testInfo, use);
  },
  context: async ({ lent }, use) => {
    await use(lent.context);
  },
  page: async ({ lent }, use) => {
    await use(await lent.page());
  },
  headApi: async ({ playwright, portal }, use) => {
    const api = await playwright.request.newContext({
      baseURL: portal.baseURL,
      storageState: portal.headAdmin.storageStatePath,
    });
    await use(api);
    await api.dispose();
  },
  useHeadAdminSession: async ({ portal }, use) => {
    const { cookies } = JSON.parse(await readFile(portal.headAdmin.storageStatePath, 'utf8')) as {
      cookies: Parameters<BrowserContext['addCookies']>[0];
    };
    await use(async (context) => {
      await context.addCookies(cookies);
    });
  },
});
