import type { Page } from '@playwright/test';

/** Set on the headings of the page being left, so the next page's own heading can be told apart. */
const LEFT = '__portalLeftHeading';

/**
 * Opens `path` inside the app already loaded, as its links do (a history entry the router follows),
 * instead of loading the document again; a test's first call loads it, and so does a path whose
 * route is the page's own (another query: the page may keep its heading). Resolves once the router
 * shows the new address and a heading that is not the last page's. For tours that look at many pages
 * (axe, missing translations): a document load costs the browser 1.5 CPU-seconds in a kept page and
 * 3.4 in a new one on the test machines (kept-page.ts), mostly evaluating the app's scripts anew;
 * following a route renders only the page (0.16-0.29 CPU-seconds). Tests
 * of what a direct load does (guards.spec.ts: every route typed into the address bar) use `page.goto`.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const current = page.url();
  // A first page (no app in the page: a new one, or a kept one resting between tests on a document of
  // no script, kept-page.ts), or the same route with another query (the same page may keep its
  // heading): a load.
  if (
    !current.startsWith('http') ||
    new URL(current).pathname === new URL(path, current).pathname ||
    new URL(current).pathname.startsWith('/api/')
  ) {
    await page.goto(path);
    return;
  }
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
