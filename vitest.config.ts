import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API files (apps/server/test) that take longest (CI, both databases: access 70 s, sign-in 57 s, carry-over 53 s,
 * fuzz 52 s …), longest first. Without a cache of earlier runs (CI's fresh clone) vitest starts the
 * largest files first, and access.test.ts, small but slow, started last and ran alone for a minute
 * at the end. Started first, the two workers finish together.
 */
const SLOW_FILES = [
  'access.test.ts',
  'sign-in.test.ts',
  'carry-over.test.ts',
  'fuzz.test.ts',
  'member-import.test.ts',
  'members.test.ts',
  'password-reset.test.ts',
  'trust-proxy.test.ts',
  'origin.test.ts',
  'orphan-files.test.ts',
  'registration.test.ts',
  'export.test.ts',
];

/** vitest's order (projects, then earlier failures, durations or sizes), with the known slow files first. */
class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FILES.findIndex((name) => spec.moduleId.endsWith(`/apps/server/test/${name}`));
      return index === -1 ? SLOW_FILES.length : index;
    };
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          projects.indexOf(a.spec.project.name) - projects.indexOf(b.spec.project.name) ||
          rank(a.spec) - rank(b.spec) ||
          a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/test/**/*.test.ts'],
          // One module graph a worker, not one a file: the domain's rules are pure (no I/O, no state
          // kept between calls), so files cannot see each other through it. 18 CPU-s instead of 67 for
          // the 46 files (mostly each file importing the domain and zod anew); shuffled, they pass too.
          isolate: false,
        },
      },
      {
        // The web app's own helpers and hooks (issue 28 item 5), in a DOM of happy-dom; calls go to a
        // real HTTP server the test starts (test/api.test.ts).
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // As the domain's: one module graph a worker (14 CPU-s instead of 39 for the 15 files). The
          // helpers and hooks keep no module state of their own; shuffled, the files pass too.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/processes/**'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two files at once: each has its own databases (copies of the run's template on each server),
          // and a real PostgreSQL serves them side by side. About 1.6 times faster on two cores.
          fileParallelism: true,
          maxWorkers: 2,
          // Each worker loads the app's modules once, not once per file (fastify, better-auth, zod
          // contracts: about 2 s a file). Files share no state through them: each builds its own app
          // on its own database (test/support.ts).
          isolate: false,
        },
      },
      {
        // Real server processes: killed mid-flight, several behind a proxy. Slow, run after the API tests.
        test: {
          name: 'processes',
          include: ['apps/server/test/processes/**/*.test.ts'],
          // The server built once for the run (processes/build-setup.ts): its processes start faster.
          globalSetup: ['apps/server/test/global-setup.ts', 'apps/server/test/processes/build-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
