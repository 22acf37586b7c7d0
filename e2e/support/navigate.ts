import type { Page, Request } from '@playwright/test';

/** Set on the headings of the page being left, so the next page's own heading can be told apart. */
const LEFT = '__portalLeftHeading';

/**
 * Opens `path` inside the app already loaded, as its links do (a history entry the router follows),
 * instead of loading the document again; a test's first call loads it, and so does a path whose
 * route is the page's own (another query: the page may keep its heading). Not for another path of the
 * current route (one member's profile to another's): its page keeps its heading, which this cannot tell
 * from the last one, and it waits in vain; load it with `page.goto`. Resolves once the router
 * shows the new address and a heading that is not the last page's. For tours that look at many pages
 * (axe, missing translations): a document load costs the browser 1.5 CPU-seconds in a kept page and
 * 3.4 in a new one on the test machines (kept-page.ts), mostly evaluating the app's scripts anew;
 * following a route renders only the page (0.16-0.29 CPU-seconds). So do tests that move on to
 * another page the way an admin would, by the app's links; `settle` then also waits until the new page's
 * requests are done, as `page.goto(path, { waitUntil: 'networkidle' })` would. Tests of what a direct
 * load does (guards.spec.ts: every route typed into the address bar, a reload) use `page.goto`.
 */
export async function openInApp(page: Page, path: string, options: { settle?: boolean } = {}): Promise<void> {
  const current = page.url();
  // A first page (no app in the page: a new one, or a kept one resting between tests on a document of
  // no script, kept-page.ts), or the same route with another query (the same page may keep its
  // heading): a load.
  if (
    !current.startsWith('http') ||
    new URL(current).pathname === new URL(path, current).pathname ||
    new URL(current).pathname.startsWith('/api/')
  ) {
    await page.goto(path, options.settle ? { waitUntil: 'networkidle' } : undefined);
    return;
  }
  const quiet = options.settle ? watchRequests(page) : null;
  try {
    await follow(page, path);
    await quiet?.settled();
  } finally {
    quiet?.stop();
  }
}

/** Pushes `path` as the app's links do and waits for the router's page (openInApp). */
async function follow(page: Page, path: string): Promise<void> {
  const leftText = await page.evaluate((mark) => {
    const headings = [...document.querySelectorAll('h1')];
    for (const heading of headings) (heading as unknown as Record<string, boolean>)[mark] = true;
    return headings[0]?.textContent ?? null;
  }, LEFT);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction(
    ({ to, mark, leftText }) => {
      const target = new URL(to, window.location.href);
      if (window.location.pathname + window.location.search !== target.pathname + target.search) return false;
      const heading = document.querySelector('h1');
      if (!heading) return false;
      return !(heading as unknown as Record<string, boolean>)[mark] || heading.textContent !== leftText;
    },
    { to: path, mark: LEFT, leftText },
  );
}

/**
 * Playwright's 'networkidle' for a route followed inside the app (no document load, so no load state
 * to wait for): watching starts before the route changes, and `settled` resolves once no request of
 * the page has been in flight for 500 ms.
 */
function watchRequests(page: Page): { settled(): Promise<void>; stop(): void } {
  const pending = new Set<Request>();
  let changed = () => {};
  const started = (request: Request) => {
    pending.add(request);
    changed();
  };
  const ended = (request: Request) => {
    pending.delete(request);
    changed();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    settled: () =>
      new Promise<void>((resolve) => {
        changed = () => {
          clearTimeout(timer);
          if (pending.size === 0) timer = setTimeout(resolve, 500);
        };
        changed();
      }),
    // Always (openInApp's finally): the page is kept for the worker's next tests.
    stop: () => {
      clearTimeout(timer);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
