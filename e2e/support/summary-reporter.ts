import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/** Prints one final line with the counts, easy to grep in CI logs. */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(result: FullResult): void {
    const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed++;
      else if (outcome === 'unexpected') counts.failed++;
      else if (outcome === 'flaky') counts.flaky++;
      else counts.skipped++;
    }
    console.log(
      `E2E summary: ${counts.passed} passed, ${counts.failed} failed, ${counts.flaky} flaky, ` +
        `${counts.skipped} skipped — ${result.status}`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
