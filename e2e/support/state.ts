import { readFileSync } from 'node:fs';
import type { DueMember } from './due-members.ts';

/** What the global setup shares with the test workers (a JSON file named by E2E_STATE_FILE). */
export interface PortalState {
  baseURL: string;
  mailDir: string;
  dataDir: string;
  serverLog: string;
  headAdmin: {
    email: string;
    username: string;
    password: string;
    /** Playwright storage state holding a signed-in session of the head admin. */
    storageStatePath: string;
  };
  /** Members written before the server started whose membership is expired or expires within 60 days. */
  dueMembers: DueMember[];
}

export const STATE_ENV = 'E2E_STATE_FILE';

let cached: PortalState | undefined;

export function readState(): PortalState {
  if (cached) return cached;
  const file = process.env[STATE_ENV];
  if (!file)
    throw new Error(`${STATE_ENV} is not set: run the tests through playwright.config.ts (global setup)`);
  cached = JSON.parse(readFileSync(file, 'utf8')) as PortalState;
  return cached;
}
