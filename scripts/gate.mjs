#!/usr/bin/env node
/**
 * A gate between the lanes of one `npm test` run (scripts/parallel.mjs): `node scripts/gate.mjs open
 * NAME` says NAME is done; `node scripts/gate.mjs wait NAME` returns once it is, and fails at once if
 * a script of the run failed meanwhile (parallel.mjs marks that), so a lane never waits for a step
 * that will not come. The browser tests wait this way for the production build of the other lane.
 *
 * The run is PORTAL_TEST_RUN, a folder the outermost parallel.mjs makes; outside such a run (a script
 * run alone) there is nothing to wait for and both calls return at once.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const [action, name] = process.argv.slice(2);
if (!['open', 'wait'].includes(action) || !name || !/^[\w-]+$/.test(name)) {
  console.error('usage: node scripts/gate.mjs open|wait <name>');
  process.exit(2);
}
const run = process.env.PORTAL_TEST_RUN;
if (!run) process.exit(0);

/** Longer than any step a lane waits for takes (the checks: under two minutes in CI). */
const LIMIT_MS = 30 * 60_000;

if (action === 'open') {
  writeFileSync(path.join(run, name), '');
} else {
  const started = Date.now();
  const giveUp = (why) => {
    console.error(`[gate] not waiting for '${name}' any longer: ${why}`);
    process.exit(1);
  };
  for (;;) {
    // A failed run first: the lane behind the gate has nothing left to prove.
    if (existsSync(path.join(run, 'failed'))) giveUp('a script of this run failed');
    if (existsSync(path.join(run, name))) break;
    // The run is over (its folder removed, as on Ctrl-C) or no lane of it opens this gate.
    if (!existsSync(run)) giveUp('the run has ended');
    if (Date.now() - started > LIMIT_MS) giveUp(`nothing opened it within ${LIMIT_MS / 60_000} minutes`);
    await sleep(250);
  }
  const waited = Math.round((Date.now() - started) / 1000);
  if (waited > 0) console.log(`[gate] waited ${waited} s for '${name}'`);
}
