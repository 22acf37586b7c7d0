import { describe, expect, it } from 'vitest';
import { checkMemberReach, displayPhoneNumber, isSmsNumber, philippineMobile } from '../src/index.ts';
import { reachMessages } from '../src/reach-messages.ts';
import { memberRegistrationSchema } from '../src/schemas/members.ts';

describe('Philippine mobile numbers (DECISIONS 43)', () => {
  it('stores any way staff type a mobile number as +639XXXXXXXXX', () => {
    for (const text of ['09171234567', '0917 123 4567', '+63 917-123-4567', '639171234567', '9171234567']) {
      expect(philippineMobile(text)).toBe('+639171234567');
    }
    expect(displayPhoneNumber('+639171234567')).toBe('+63 917 123 4567');
    expect(displayPhoneNumber('(043) 288 1234')).toBe('(043) 288 1234');
  });

  it('finds no mobile number in a landline, a foreign number, too few digits or words', () => {
    for (const text of ['(02) 8234 5678', '043 288 1234', '0917123456', '+1 202 555 0100', 'call me', '']) {
      expect(philippineMobile(text)).toBeNull();
    }
  });
});

describe('consent and the numbers messages go to', () => {
  it('normalizes a mobile number given at registration', () => {
    expect(
      checkMemberReach({ reminderConsent: 'none', phoneNumber: '0917 123 4567' }, { phoneChanged: true }),
    ).toEqual({ ok: true, phoneNumber: '+639171234567', email: null });
  });

  it('refuses a number that cannot receive SMS at registration, with a clear message', () => {
    expect(
      checkMemberReach({ reminderConsent: 'none', phoneNumber: '(043) 288 1234' }, { phoneChanged: true }),
    ).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: reachMessages.notAnSmsNumber,
      field: 'phoneNumber',
    });
  });

  it('lets a member registered before keep a landline, which is "not an SMS number"', () => {
    const check = checkMemberReach(
      { reminderConsent: 'none', phoneNumber: '(043) 288 1234' },
      { phoneChanged: false },
    );
    expect(check).toEqual({ ok: true, phoneNumber: '(043) 288 1234', email: null });
    expect(isSmsNumber('(043) 288 1234')).toBe(false);
    expect(isSmsNumber('+639171234567')).toBe(true);
  });

  it('asks a mobile number for SMS consent and an e-mail address for e-mail consent', () => {
    expect(checkMemberReach({ reminderConsent: 'sms' }, { phoneChanged: false })).toMatchObject({
      ok: false,
      field: 'phoneNumber',
      message: reachMessages.smsConsentNeedsMobile,
    });
    expect(
      checkMemberReach({ reminderConsent: 'sms', phoneNumber: '(043) 288 1234' }, { phoneChanged: false }),
    ).toMatchObject({ ok: false, message: reachMessages.smsConsentNeedsMobile });
    expect(
      checkMemberReach({ reminderConsent: 'email', phoneNumber: '09171234567' }, { phoneChanged: true }),
    ).toMatchObject({
      ok: false,
      field: 'email',
      message: reachMessages.emailConsentNeedsEmail,
    });
    expect(
      checkMemberReach({ reminderConsent: 'email', email: ' Juan@Example.com ' }, { phoneChanged: false }),
    ).toEqual({ ok: true, phoneNumber: null, email: 'juan@example.com' });
  });

  it('takes no reminders and English when the form says nothing', () => {
    const parsed = memberRegistrationSchema.shape.reminderConsent.parse(undefined);
    expect(parsed).toBe('none');
    expect(memberRegistrationSchema.shape.language.parse(undefined)).toBe('en');
    expect(memberRegistrationSchema.shape.email.safeParse('not an address').success).toBe(false);
  });
});
