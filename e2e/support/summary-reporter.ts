import type { Reporter, Suite } from '@playwright/test/reporter';

/** Prints one final line with the counts, easy to grep in CI logs. */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(): void {
    const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed++;
      else if (outcome === 'unexpected') counts.failed++;
      else if (outcome === 'flaky') counts.flaky++;
      else counts.skipped++;
    }
    if (counts.flaky > 0) console.log(`e2e: ${counts.flaky} flaky (passed on retry)`);
    // The closing line in the plain 'N passed, N failed, N skipped' form CI reads; flaky ones passed.
    console.log(
      `e2e: ${counts.passed + counts.flaky} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
