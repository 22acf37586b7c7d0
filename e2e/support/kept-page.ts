import type { Browser, BrowserContext, BrowserContextOptions, Page, TestInfo } from '@playwright/test';

/*
 * One browser context and page kept by each test worker and handed to its tests in turn, instead of a
 * new context and page for every test. A test still loads its first page with `page.goto`: a new
 * document, so no state of the app's scripts crosses from one test to the next. What the kept page
 * saves is the browser's work on a cold document: measured on the CI machine (cgroup CPU of the
 * whole run, 10 loads of Registered Members), a load in a new context cost 3.4 CPU-seconds and a load
 * in the kept page 1.5 (the renderer process, its compiled scripts and parsed styles, and the HTTP
 * cache are kept). The page must stay on the portal's site between tests: a visit to about:blank
 * lost the saving (4.1 CPU-seconds a load), which is why Playwright's own `reuseContext` does not help.
 *
 * Between tests the kept context is put back as a new one would be: the test's routes, init
 * scripts, event listeners, extra pages, permissions, media emulation and viewport are undone; the
 * page leaves the app for a same-site document that runs no script (/api/health/live), where local
 * and session storage are cleared; and every cookie goes. A test that failed, closed the page or made
 * the reset fail gets its context closed, and the next test starts on a new one; a retry runs in a
 * context of its own (the trace of 'on-first-retry' records it). The HTTP cache is kept on purpose
 * (the app's files); a test that needs a cold one makes a context of its own, as weight.spec.ts does.
 *
 * Not undone, and used by no test today: the page's clock (`page.clock.install`), locator handlers,
 * default timeouts, geolocation, HTTP credentials, WebSocket routes, emulated media other than
 * `media`, keys held down; and context options a file sets with `test.use` other than those the
 * `lent` fixture passes (fixtures.ts). A test that needs one of them makes a context of its own.
 */

/** `E2E_FRESH_CONTEXTS=1`: every test gets a new context, as Playwright's own fixtures give (to compare). */
const fresh = process.env.E2E_FRESH_CONTEXTS === '1';

interface Kept {
  context: BrowserContext;
  page: Page;
  /** The options the context was made with: a test asking for others gets a context of its own. */
  key: string;
}

/** The kept context of one worker (a worker-scoped fixture holds it). */
export class KeptBrowser {
  private kept: Kept | undefined;

  constructor(private readonly browser: Browser) {}

  async close(): Promise<void> {
    const kept = this.kept;
    this.kept = undefined;
    await kept?.context.close().catch(() => {});
  }

  /**
   * The context and page for one test: the kept ones, or (on a retry, or with options a kept context
   * cannot take back) new ones closed after the test. `run` is the test; afterwards the kept context is
   * reset for the next test, or closed if the test failed.
   */
  async lend(
    options: BrowserContextOptions,
    testInfo: TestInfo,
    run: (lent: { context: BrowserContext; page: () => Promise<Page> }) => Promise<void>,
  ): Promise<void> {
    if (
      fresh ||
      testInfo.retry > 0 ||
      options.storageState !== undefined ||
      options.permissions !== undefined
    ) {
      const context = await this.browser.newContext(options);
      try {
        await run({ context, page: () => context.newPage() });
      } finally {
        await context.close();
      }
      return;
    }
    const key = JSON.stringify(options);
    if (this.kept && this.kept.key !== key) await this.close();
    if (!this.kept) {
      const context = await this.browser.newContext(options);
      this.kept = { context, page: await context.newPage(), key };
    }
    const { context, page } = this.kept;
    const undo = track(context, page);
    await run({ context, page: async () => page });
    // A test that skipped itself part way is reset like a passed one; any other outcome closes it.
    const passed =
      testInfo.status === testInfo.expectedStatus &&
      (testInfo.status === 'passed' || testInfo.status === 'skipped');
    if (!passed || page.isClosed()) {
      await this.close();
      return;
    }
    try {
      await undo();
      await reset(context, page, options);
    } catch {
      await this.close();
    }
  }
}

/** The part of Playwright's event emitters used here (the classes have it; the published types omit some). */
interface Emitter {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): unknown;
}

/** What a test adds that comes back as a Disposable (its init scripts and exposed functions). */
const DISPOSABLE_METHODS = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;
type Disposing = Record<(typeof DISPOSABLE_METHODS)[number], (...args: unknown[]) => Promise<Disposable>>;
type Disposable = { dispose: () => Promise<void> };

/**
 * The listeners a test adds to the page or the context, and its init scripts and exposed functions:
 * a function undoing them.
 */
function track(context: BrowserContext, page: Page): () => Promise<void> {
  const listenersBefore = (emitter: Emitter) =>
    new Map(emitter.eventNames().map((name) => [name, new Set(emitter.rawListeners(name))]));
  const before = [page as unknown as Emitter, context as unknown as Emitter].map((emitter) => ({
    emitter,
    listeners: listenersBefore(emitter),
  }));
  const added: Disposable[] = [];
  const restore: (() => void)[] = [];
  for (const target of [page as unknown as Disposing, context as unknown as Disposing]) {
    for (const method of DISPOSABLE_METHODS) {
      const original = target[method];
      target[method] = async (...args: unknown[]) => {
        const disposable = await original.apply(target, args);
        added.push(disposable);
        return disposable;
      };
      restore.push(() => {
        target[method] = original;
      });
    }
  }
  return async () => {
    for (const undo of restore) undo();
    for (const { emitter, listeners } of before) {
      for (const name of emitter.eventNames()) {
        const kept = listeners.get(name);
        for (const listener of emitter.rawListeners(name)) {
          if (!kept?.has(listener)) emitter.removeListener(name, listener);
        }
      }
    }
    for (const disposable of added) await disposable.dispose();
  };
}

/** Puts the kept context back as a new one would be, its page on a same-site document with no script. */
async function reset(context: BrowserContext, page: Page, options: BrowserContextOptions): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearPermissions();
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  await page.emulateMedia({ media: null });
  const viewport = options.viewport;
  const size = page.viewportSize();
  if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) {
    await page.setViewportSize(viewport);
  }
  await page.goto(new URL('/api/health/live', options.baseURL).href);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
}
