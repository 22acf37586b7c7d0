/**
 * The institutions the claim form suggests (issue 23 item 2): those of the last year's claims, most
 * used first. Counted again at most every few minutes per server process: a suggestion list need not
 * follow each claim, and the count reads a year of claims.
 */
import { addDays, todayIn } from '@portal/domain';
import type { AppContext } from '../../context.ts';
import { usedInstitutions } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now'>;

/** How many the form is given (it filters them as the admin types). */
export const INSTITUTION_SUGGESTIONS = 100;
const FRESH_MS = 5 * 60_000;

/** Per database (one per app; tests open several in one process). */
const counted = new WeakMap<object, { at: number; names: Promise<string[]> }>();

export function suggestedInstitutions(deps: Deps): Promise<string[]> {
  const now = Date.now();
  const cached = counted.get(deps.db);
  if (cached && now - cached.at < FRESH_MS && now >= cached.at) return cached.names;
  const since = addDays(todayIn(deps.config.timeZone, deps.now()), -365);
  const names = usedInstitutions(deps.db, since, INSTITUTION_SUGGESTIONS);
  counted.set(deps.db, { at: now, names });
  // A failed count is not kept: the next request counts again.
  names.catch(() => {
    if (counted.get(deps.db)?.names === names) counted.delete(deps.db);
  });
  return names;
}
