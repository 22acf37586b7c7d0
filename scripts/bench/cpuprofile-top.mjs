#!/usr/bin/env node
/**
 * The top self-time functions of a V8 .cpuprofile (as written by `node --cpu-prof`), and the self time
 * per package (node_modules/<name>, the app's own sources, node: internals), e.g.
 *
 *   node --cpu-prof --cpu-prof-dir /tmp/prof --import tsx scripts/bench.ts --suite claims --no-raw ...
 *   node scripts/bench/cpuprofile-top.mjs /tmp/prof/CPU.*.cpuprofile [top=30] [requests]
 *
 * With `requests` (e.g. the claims of a run profiled with BENCH_CPU_PROFILE=folder, which profiles the
 * measured run alone), each figure is also given per request, in milliseconds of the thread's busy
 * time (the idle samples left out).
 */
import { readFileSync } from 'node:fs';

const [file, topArg, requestsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpuprofile-top.mjs <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const { samples, timeDeltas } = profile;
for (let i = 0; i < samples.length; i += 1) {
  const node = byId.get(samples[i]);
  self.set(node, (self.get(node) ?? 0) + (timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const requests = Number(requestsArg ?? 0);
const idle = [...self]
  .filter(([node]) => node.callFrame.functionName === '(idle)')
  .reduce((a, [, us]) => a + us, 0);

function where(url) {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node:';
  const app = /(apps\/[^/]+|packages\/[^/]+|scripts)\//.exec(url);
  return app ? app[1] : url;
}

const byFunction = new Map();
const byPackage = new Map();
for (const [node, us] of self) {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  const key = url
    ? `${name}  ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages|scripts)\//, '$1/')}:${lineNumber + 1}`
    : name;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const pkg = where(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const msOf = (us) =>
  `${(us / 1000).toFixed(0).padStart(7)} ms${requests ? ` ${(us / 1000 / requests).toFixed(3).padStart(7)} ms/request` : ''}`;
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
if (requests) console.log(`busy (not idle): ${msOf(total - idle)} over ${requests} requests`);
console.log('\nself time by package');
for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`${msOf(us)} ${pct(us)}  ${pkg}`);
}
console.log(`\ntop ${top} functions by self time`);
for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${msOf(us)} ${pct(us)}  ${key}`);
}
