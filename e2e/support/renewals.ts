import { type APIRequestContext, expect } from '@playwright/test';
import type { RenewalPage } from '@portal/domain';
import type { DueMember } from './due-members.ts';
import { readState } from './state.ts';

const longDateFormat = new Intl.DateTimeFormat('en-PH', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as the screens write it ('March 5, 2025'). */
export function longDate(date: string): string {
  return longDateFormat.format(new Date(`${date}T00:00:00Z`));
}

/**
 * A member the setup wrote whose membership is still expired: the first of `candidates` (indexes
 * into state.dueMembers; each test names its own, and a spare for a retry) not renewed yet.
 */
export async function takeExpiredMember(
  headApi: APIRequestContext,
  candidates: readonly number[],
): Promise<DueMember> {
  const response = await headApi.get('/api/renewals?window=expired');
  expect(response.status()).toBe(200);
  const { members } = (await response.json()) as RenewalPage;
  const stillExpired = new Set(members.map((m) => m.id));
  const due = readState().dueMembers;
  const member = candidates.map((index) => due[index]).find((m) => m !== undefined && stillExpired.has(m.id));
  expect(member, `one of the seeded members ${candidates.join(', ')} still expired`).toBeDefined();
  return member!;
}
