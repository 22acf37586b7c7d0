import { describe, expect, it } from 'vitest';
import { canVoidClaim } from '../src/claim-void.ts';
import { messages } from '../src/messages.ts';

const MANILA = 'Asia/Manila';
const head = { userId: 'head', role: 'head_admin' };
const clerk = { userId: 'clerk', role: 'admin_assistant' };
// 2026-03-15 08:00 in Manila is 00:00 UTC; Manila's day ends at 16:00 UTC.
const recordedAt = new Date('2026-03-15T00:30:00Z');
const refused = { ok: false, code: 'VOID_NOT_ALLOWED', message: messages.claimVoidNotAllowed };

describe('who may void a claim (DECISIONS 51)', () => {
  it('a head admin may void any claim, on any day', () => {
    expect(
      canVoidClaim(
        head,
        { createdBy: 'clerk', createdAt: recordedAt },
        new Date('2027-01-01T00:00:00Z'),
        MANILA,
      ),
    ).toEqual({ ok: true });
  });

  it('the admin who recorded it may void it on the same Manila day', () => {
    const claim = { createdBy: 'clerk', createdAt: recordedAt };
    expect(canVoidClaim(clerk, claim, new Date('2026-03-15T15:59:59Z'), MANILA)).toEqual({ ok: true });
  });

  it('but not from the next Manila day on, though it is still the same day in UTC', () => {
    const claim = { createdBy: 'clerk', createdAt: recordedAt };
    expect(canVoidClaim(clerk, claim, new Date('2026-03-15T16:00:00Z'), MANILA)).toEqual(refused);
  });

  it("another admin's claim, or one whose recorder was deleted, is not theirs to void", () => {
    const now = new Date('2026-03-15T01:00:00Z');
    expect(canVoidClaim(clerk, { createdBy: 'someone-else', createdAt: recordedAt }, now, MANILA)).toEqual(
      refused,
    );
    expect(canVoidClaim(clerk, { createdBy: null, createdAt: recordedAt }, now, MANILA)).toEqual(refused);
  });
});
