#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails when any of them fails: `node scripts/parallel.mjs a b c`.
 *
 * `npm test` runs its stages in two steps (CI time, issue 30): the process tests (they use under half
 * of the two cores: their servers start, get killed and wait) beside `test:checks-then-api`, itself
 * the typecheck's two lanes, the lint, the domain and web unit tests and the production build side by
 * side (this script again), then the API tests; then the browser suite, which fills both cores alone. The process tests judge time against what
 * the machine shows them (sigterm.test: a request sent within a round trip of the signal may reach
 * the server after it), not against a quiet machine. Each script's output is kept and printed whole
 * when it ends, so logs never interleave; its duration is printed with it.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const children = new Set();
/** Each running script's output so far, printed whole when it ends (or when the run is stopped). */
const outputs = new Map();

function run(script) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const chunks = [];
    outputs.set(script, chunks);
    const child = spawn(npm, ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    children.add(child);
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      outputs.delete(script);
      const seconds = Math.round((Date.now() - begun) / 1000);
      const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n==== ${script}: ${outcome} in ${seconds} s ====\n`);
      process.stdout.write(Buffer.concat(chunks));
      process.stdout.write(`==== end of ${script} ====\n`);
      resolve(code === 0);
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    // What the stopped scripts printed so far: a cancelled CI run still shows how far each lane got.
    for (const [script, chunks] of outputs) {
      process.stdout.write(`\n==== ${script}: stopped (${signal}) ====\n`);
      process.stdout.write(Buffer.concat(chunks));
    }
    process.exitCode = 1;
    process.stdout.write('', () => process.exit(1));
  });
}

console.log(`[parallel] ${scripts.join(', ')}`);
const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, index) => !results[index]);
console.log(
  `[parallel] ${failed.length === 0 ? 'all passed' : `failed: ${failed.join(', ')}`} in ${Math.round(
    (Date.now() - started) / 1000,
  )} s`,
);
// Not process.exit(): on a pipe (CI's log) a large output is still being written when it returns, and
// exiting at once cut the log short (the API tests' summary was lost behind a step's output). Every
// child has ended, so the process ends by itself once its output is out.
process.exitCode = failed.length === 0 ? 0 : 1;
