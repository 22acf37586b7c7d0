import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type BrowserContext, test as base } from '@playwright/test';
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
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures need a destructured first argument.
    async ({}, use) => {
      await use(readState());
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.baseURL);
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
