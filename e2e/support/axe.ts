import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import axeCore, { type AxeResults, type RunOptions } from 'axe-core';

/** One axe finding: the rule, its impact and how many elements break it. */
export interface AxeFinding {
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/** Impacts that fail the check (issue 13: no serious or critical violation on any page or modal). */
const FAILING = new Set(['serious', 'critical']);

type AxeRule = { id: string; impact?: string; enabled?: boolean; tags: string[] };

/**
 * The rules axe runs by default (enabled, not experimental) that can find a serious or critical
 * violation. Each rule of axe 4 declares its impact, and a violation takes its rule's impact (axe's
 * finalizeRuleResult), so the rules left out (region, heading-order, the landmark rules …, minor or
 * moderate) could never fail the check: running only these finds the same failing violations, at a
 * quarter to a third less CPU a page in the browser (measured on Registered Members, the dashboard
 * and Reports). Read from the installed axe-core, so an update of axe brings its new rules along.
 */
const RULES_THAT_CAN_FAIL: string[] = (() => {
  const audit = (axeCore as unknown as { _audit: { rules: AxeRule[] } })._audit;
  const rules = audit.rules
    .filter((rule) => rule.enabled !== false && !rule.tags.includes('experimental'))
    .filter((rule) => FAILING.has(rule.impact ?? ''))
    .map((rule) => rule.id);
  if (rules.length === 0) throw new Error('axe-core lists no rule that can be serious or critical');
  return rules;
})();

/**
 * Waits until the page is still: no finite CSS transition or animation running (a modal's fade-in
 * would give axe half-transparent colours), no loader or visible skeleton left.
 */
export async function settle(page: Page, { loaders = false } = {}): Promise<void> {
  if (!loaders)
    await expect(
      page.locator('.mantine-Loader-root:visible, [data-visible="true"].mantine-Skeleton-root'),
    ).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState !== 'running' || timing?.endTime === Number.POSITIVE_INFINITY;
    }),
  );
}

/**
 * Every violation of the page as it is now that can be serious or critical (axe's default rules on
 * WCAG 2.x A and AA and best practices, those that can fail the check: RULES_THAT_CAN_FAIL).
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // Only the violations are read: axe then reports one node per passed or incomplete rule instead of
  // every one (the same rules run on the same elements; measured here about a quarter faster a page).
  const results = await runAxe(page, {
    runOnly: { type: 'rule', values: RULES_THAT_CAN_FAIL },
    resultTypes: ['violations'],
  });
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/**
 * axe-core run in the page on `include` (a CSS selector; the whole document by default), with axe's
 * run options. axe.run in the page itself, as @axe-core/playwright's legacy mode runs it: by default
 * that package puts the results of each frame together in a new blank page (a new browser window)
 * with axe injected once more there, at about twice the CPU of the run (measured: 7.5 s → 3.1 s of
 * CPU per run on a page of 600 controls); the portal has no frames, the one thing this leaves out
 * (cross-origin ones). And axe's source (1.3 MB) is evaluated once per document, where the package
 * sent and evaluated it twice at every run: a test checking several dialogs of one page pays once.
 */
export async function runAxe(page: Page, options: RunOptions, include?: string): Promise<AxeResults> {
  const present = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!present) await page.evaluate(axeCore.source);
  return page.evaluate(
    ({ options, include }) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      return axe.run(include ? { include: [include] } : document, options);
    },
    { options, include },
  );
}

/** The serious and critical findings, which fail the check. */
export function failing(findings: AxeFinding[]): AxeFinding[] {
  return findings.filter((finding) => FAILING.has(finding.impact));
}

/**
 * Runs axe on what `page` shows now, records the counts under `name` (an annotation and a line of
 * the test's output) and checks, softly, that nothing serious or critical is found.
 */
export async function checkAxe(
  page: Page,
  name: string,
  testInfo: TestInfo,
  scope?: Locator,
  /** A loader may stay (a submit waiting behind a modal). */
  options: { loaders?: boolean } = {},
): Promise<void> {
  if (scope) await expect(scope).toBeVisible();
  await settle(page, options);
  const findings = await axeFindings(page);
  const bad = failing(findings);
  const nodes = bad.reduce((sum, finding) => sum + finding.nodes, 0);
  const summary = `${name}: ${bad.length} serious/critical rules, ${nodes} nodes${
    bad.length ? ` (${bad.map((f) => `${f.rule}×${f.nodes}`).join(', ')})` : ''
  }`;
  testInfo.annotations.push({ type: 'axe', description: summary });
  console.log(`[axe] ${summary}`);
  expect.soft(bad, `axe on ${name}`).toEqual([]);
  // One banner landmark per page, a modal's header included (issue 13).
  expect.soft(await page.getByRole('banner').count(), `banner landmarks on ${name}`).toBe(1);
}
