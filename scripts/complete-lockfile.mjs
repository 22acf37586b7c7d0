#!/usr/bin/env node
// The package registry reachable here mirrors only the Linux x64 builds of packages that ship
// per-platform binaries (esbuild, rollup, biome, ...). `npm install` then leaves the other
// platforms' optional packages out of package-lock.json, and `npm ci` refuses the lock as
// "Missing: <pkg>@ from lock file". This adds a lock entry for each missing optional platform
// package, with its os/cpu/libc read from the package name, so `npm ci` skips them as it would
// on any lock made against the full registry. Run after every `npm install` that changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'sunos',
  'win32',
  'aix',
  'openharmony',
  'cygwin',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

function platformOf(name) {
  const base = name.split('/').pop();
  const parts = base.split('-');
  const os = OS.find((o) => parts.includes(o) || (o === 'win32' && parts.includes('windows')));
  let cpu = CPU.find((c) => parts.includes(c));
  if (!cpu && parts.includes('gnueabihf')) cpu = 'arm';
  if (!cpu && parts.includes('eabi')) cpu = 'arm';
  if (!cpu && parts.includes('wasm')) cpu = 'wasm32';
  if (!os && !cpu) return null;
  const entry = {};
  if (cpu) entry.cpu = [cpu];
  if (os) entry.os = [os === 'openharmony' ? 'openharmony' : os];
  if (parts.includes('musl') || parts.includes('musleabihf')) entry.libc = ['musl'];
  else if (os === 'linux' && (parts.includes('gnu') || parts.includes('gnueabihf'))) entry.libc = ['glibc'];
  return entry;
}

/** Where Node would find `dep` from the package at `path`: the nearest node_modules going up. */
function resolveFrom(path, dep) {
  let dir = path;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const found = resolveFrom(path, dep);
    if (found && packages[found].version === version) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    // Hoisted when that place is free, else beside the package that wants this version.
    const hoisted = `node_modules/${dep}`;
    const where = packages[hoisted] ? `${path ? `${path}/` : ''}node_modules/${dep}` : hoisted;
    if (packages[where]) continue;
    packages[where] = { version, ...platform, optional: true };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
