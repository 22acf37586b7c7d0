/**
 * Reaching members (DECISIONS 43, issue 25 item 1): whether the program may send them reminders and
 * by which channel, in which language, recorded with the wording read to them. The numbers and
 * addresses the messages go to follow the rules here, once, for the server and the forms alike.
 */
import { philippineMobile } from './phone.ts';
import { reachMessages } from './reach-messages.ts';

/** How a member agreed to be reached: by SMS, by e-mail, or not at all (the default). */
export const REMINDER_CONSENTS = ['sms', 'email', 'none'] as const;
export type ReminderConsent = (typeof REMINDER_CONSENTS)[number];

/** The languages messages are written in (DECISIONS 44): English (default) and Filipino. */
export const MEMBER_LANGUAGES = ['en', 'fil'] as const;
export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];

/** The longest e-mail address taken. */
export const MEMBER_EMAIL_MAX = 254;

/**
 * The question staff read to the member, in both languages. Its version is recorded with each
 * answer, so what a member agreed to stays known after the wording changes: change the text, change
 * the version.
 */
export const CONSENT_WORDING = {
  version: '2026-11',
  en: 'May the Calapan City health-assistance program send you reminders to renew your membership and a confirmation when you register or renew, by SMS or e-mail, in English or Filipino? You may withdraw at any time at the office.',
  fil: 'Papayag ba kayong padalhan ng programa ng tulong pangkalusugan ng Lungsod ng Calapan ng paalala para i-renew ang inyong membership at ng kumpirmasyon kapag nagparehistro o nag-renew kayo, sa SMS o e-mail, sa Ingles o Filipino? Maaari ninyo itong bawiin anumang oras sa opisina.',
} as const;

/** A simple, strict enough e-mail shape: something@domain.tld, no spaces. */
export function isMemberEmail(text: string): boolean {
  return text.length <= MEMBER_EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

/** What the forms give about reaching the member. */
export type MemberReachInput = {
  reminderConsent: ReminderConsent;
  phoneNumber?: string | null;
  email?: string | null;
};

export type ReachCheck =
  | { ok: true; phoneNumber: string | null; email: string | null }
  | { ok: false; code: 'VALIDATION_ERROR'; message: string; field: 'phoneNumber' | 'email' };

/**
 * The phone number and e-mail address as stored, or the refusal (DECISIONS 43):
 * - a number given at registration, or changed on Update Member, must be a Philippine mobile number
 *   and is stored as `+639XXXXXXXXX`; a number kept unchanged stays as it is (members registered
 *   before keep theirs, and their profile says "not an SMS number");
 * - SMS consent needs a mobile number, e-mail consent an e-mail address;
 * - an e-mail address must look like one.
 * `phoneChanged`: the number is new (registration) or differs from the stored one.
 */
export function checkMemberReach(input: MemberReachInput, options: { phoneChanged: boolean }): ReachCheck {
  const refuse = (field: 'phoneNumber' | 'email', message: string): ReachCheck => ({
    ok: false,
    code: 'VALIDATION_ERROR',
    message,
    field,
  });
  const typed = input.phoneNumber?.trim() || null;
  let phoneNumber = typed;
  if (typed) {
    const mobile = philippineMobile(typed);
    if (mobile) phoneNumber = mobile;
    else if (options.phoneChanged) return refuse('phoneNumber', reachMessages.notAnSmsNumber);
  }
  if (input.reminderConsent === 'sms' && !(phoneNumber && philippineMobile(phoneNumber))) {
    return refuse('phoneNumber', reachMessages.smsConsentNeedsMobile);
  }
  const email = input.email?.trim().toLowerCase() || null;
  if (email && !isMemberEmail(email)) return refuse('email', reachMessages.emailInvalid);
  if (input.reminderConsent === 'email' && !email)
    return refuse('email', reachMessages.emailConsentNeedsEmail);
  return { ok: true, phoneNumber, email };
}

/** Whether the stored number can receive SMS (the profile says "not an SMS number" otherwise). */
export function isSmsNumber(phoneNumber: string | null | undefined): boolean {
  return !!phoneNumber && philippineMobile(phoneNumber) === phoneNumber;
}
