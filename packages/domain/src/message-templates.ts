/**
 * The messages members receive (DECISIONS 43, issue 25 items 2 and 5): their kinds, when each is
 * due, the default texts in English and Filipino (terms of GLOSSARY-fil.md), placeholders, and the
 * SMS rules: GSM-7 characters only, 160 characters in one part or 153 per part of a longer one
 * (the GSM-7 extension characters count 2), at most 2 parts.
 */
import { FILIPINO_MONTH_NAMES, MONTH_NAMES } from './dates.ts';
import { formatPesos } from './money.ts';
import type { MemberLanguage } from './reach.ts';
import { reachMessages } from './reach-messages.ts';

/** Every kind of member message, each at most once per member and membership term. */
export const MEMBER_MESSAGE_KINDS = [
  'welcome',
  'renewal_60',
  'renewal_30',
  'renewal_7',
  'renewal_0',
  'renewed',
] as const;
export type MemberMessageKind = (typeof MEMBER_MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * The reminders' windows in days left before the expiry date (both ends included): a reminder is
 * due while the days left fall in its window, so a run missed one day (or a member imported or
 * renewed meanwhile) is caught by the next; the windows do not overlap, so a member gets at most one
 * reminder a day. The expiry day's reminder is due on that day only (it says "today").
 */
export const RENEWAL_REMINDER_WINDOWS = {
  renewal_60: { fromDaysLeft: 31, toDaysLeft: 60 },
  renewal_30: { fromDaysLeft: 8, toDaysLeft: 30 },
  renewal_7: { fromDaysLeft: 1, toDaysLeft: 7 },
  renewal_0: { fromDaysLeft: 0, toDaysLeft: 0 },
} as const satisfies Partial<Record<MemberMessageKind, { fromDaysLeft: number; toDaysLeft: number }>>;
export type RenewalReminderKind = keyof typeof RENEWAL_REMINDER_WINDOWS;

/** The welcome and the renewal confirmation go out within this many days of the registration or renewal. */
export const CONFIRMATION_DAYS = 7;

/** Which reminder is due with `daysLeft` days before the expiry, if any. */
export function renewalReminderDue(daysLeft: number): RenewalReminderKind | null {
  for (const [kind, w] of Object.entries(RENEWAL_REMINDER_WINDOWS)) {
    if (daysLeft >= w.fromDaysLeft && daysLeft <= w.toDaysLeft) return kind as RenewalReminderKind;
  }
  return null;
}

/** The one key that keeps a message to once per member, kind and term (the term named by its expiry). */
export function memberMessageKey(kind: MemberMessageKind, memberId: string, termExpiry: string): string {
  return `${kind}:${memberId}:${termExpiry}`;
}

/** What a template may name; each is filled per member (first three) or from the office's details. */
export const MESSAGE_PLACEHOLDERS = [
  'firstName',
  'referenceNumber',
  'expiryDate',
  'officeName',
  'officePhone',
] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];
export type MessageValues = Record<MessagePlaceholder, string>;

/** A template: the SMS text, or an e-mail's subject and text. */
export type MessageTemplate = { subject: string | null; body: string };

/** The longest template text taken (an e-mail's). */
export const TEMPLATE_BODY_MAX = 2000;
export const TEMPLATE_SUBJECT_MAX = 150;

// --- GSM-7 (3GPP TS 23.038) ---------------------------------------------------------------------

/** The GSM-7 default alphabet (the escape character left out: it is no character of its own). */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table's characters: each is sent as escape + character, so it counts 2. */
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

/** Whether `character` (one code point) can be written in GSM-7. */
export function isGsm7Character(character: string): boolean {
  return GSM7_BASIC.has(character) || GSM7_EXTENSION.has(character);
}

/** The first character of `text` that GSM-7 cannot write, or null when it all can. */
export function firstNonGsm7Character(text: string): string | null {
  for (const character of text) if (!isGsm7Character(character)) return character;
  return null;
}

export type SmsLength = {
  /** 'gsm7' when every character is GSM-7; otherwise the message goes as UCS-2 (70/67 a part). */
  encoding: 'gsm7' | 'ucs2';
  /** Characters as the phone counts them: septets in GSM-7 (extension characters 2), else UTF-16 units. */
  units: number;
  /** How many SMS parts it takes. */
  segments: number;
};

/**
 * How many parts an SMS takes: in GSM-7, 160 septets in one part, else 153 a part (an extension
 * character's two septets never split across parts); in UCS-2 70, else 67 a part.
 */
export function smsLength(text: string): SmsLength {
  if (firstNonGsm7Character(text) === null) {
    const sizes = [...text].map((c) => (GSM7_EXTENSION.has(c) ? 2 : 1));
    return { encoding: 'gsm7', ...partsOf(sizes, 160, 153) };
  }
  // UTF-16 code units, a surrogate pair kept whole.
  const sizes = [...text].map((c) => c.length);
  return { encoding: 'ucs2', ...partsOf(sizes, 70, 67) };
}

function partsOf(sizes: number[], single: number, part: number): { units: number; segments: number } {
  const units = sizes.reduce((a, b) => a + b, 0);
  if (units === 0) return { units, segments: 0 };
  if (units <= single) return { units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { units, segments };
}

/** The most SMS parts a template may take, its placeholders filled with the sample values. */
export const SMS_MAX_SEGMENTS = 2;

// --- Placeholders and rendering -------------------------------------------------------------------

const PLACEHOLDER_PATTERN = /\{([^{}\s]*)\}/g;

/** Placeholders a text names that are not among MESSAGE_PLACEHOLDERS, as written (`{name}`). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(MESSAGE_PLACEHOLDERS);
  return [...text.matchAll(PLACEHOLDER_PATTERN)].filter((m) => !known.has(m[1]!)).map((m) => m[0]);
}

/** The text with each placeholder filled (the server fills the same way, in SQL, for many members). */
export function renderMessage(text: string, values: MessageValues): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as MessagePlaceholder] : whole,
  );
}

/** The months as messages write them (Intl's `en-PH` and `fil-PH` long forms). */
export const MESSAGE_MONTHS: Record<MemberLanguage, readonly string[]> = {
  en: MONTH_NAMES,
  fil: FILIPINO_MONTH_NAMES,
};

/** 'November 26, 2026' / 'Nobyembre 26, 2026' from '2026-11-26'. */
export function messageDate(iso: string, language: MemberLanguage): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${MESSAGE_MONTHS[language][month - 1]} ${day}, ${year}`;
}

/** An amount as an SMS writes it: 'PHP 1,200.00' (₱ is not GSM-7 and would cut a part to 70 characters). */
export function smsAmount(centavos: number): string {
  return formatPesos(centavos).replace('₱', 'PHP ');
}

/** The values a preview and the length check fill in: long ones, so a saved template fits every member. */
export function sampleMessageValues(
  language: MemberLanguage,
  office: { name: string; phone?: string | null; address?: string | null },
): MessageValues {
  return {
    firstName: 'Maria Cristina',
    referenceNumber: 'REF-20261126-093015-4821',
    expiryDate: messageDate('2029-09-30', language),
    officeName: office.name,
    officePhone: officeContact(office),
  };
}

/** {officePhone}: the office's number, or its address when it has none. */
export function officeContact(office: { phone?: string | null; address?: string | null }): string {
  return office.phone?.trim() || office.address?.trim() || '';
}

export type TemplateCheck =
  | { ok: true; segments: number }
  | { ok: false; code: 'VALIDATION_ERROR'; message: string; field: 'body' | 'subject' };

/**
 * Whether a template may be saved: a text; known placeholders only; an e-mail has a subject; an SMS
 * uses GSM-7 characters only (the first other one named) and takes at most 2 parts with the sample
 * values filled in (`values`).
 */
export function checkMessageTemplate(
  channel: MessageChannel,
  template: MessageTemplate,
  values: MessageValues,
): TemplateCheck {
  const refuse = (field: 'body' | 'subject', message: string): TemplateCheck => ({
    ok: false,
    code: 'VALIDATION_ERROR',
    message,
    field,
  });
  const body = template.body.trim();
  if (!body) return refuse('body', reachMessages.templateEmpty);
  if (body.length > TEMPLATE_BODY_MAX) return refuse('body', reachMessages.templateTooLongText);
  if (channel === 'email') {
    const subject = template.subject?.trim() ?? '';
    if (!subject) return refuse('subject', reachMessages.templateSubjectEmpty);
    if (subject.length > TEMPLATE_SUBJECT_MAX) return refuse('subject', reachMessages.templateTooLongText);
    const unknown = unknownPlaceholders(subject)[0];
    if (unknown) return refuse('subject', reachMessages.templateUnknownPlaceholder(unknown));
  }
  const unknown = unknownPlaceholders(body)[0];
  if (unknown) return refuse('body', reachMessages.templateUnknownPlaceholder(unknown));
  if (channel === 'email') return { ok: true, segments: 0 };
  const character = firstNonGsm7Character(body);
  if (character !== null) return refuse('body', reachMessages.templateNotGsm7(character));
  const { segments } = smsLength(renderMessage(body, values));
  if (segments > SMS_MAX_SEGMENTS) return refuse('body', reachMessages.templateTooLong(String(segments)));
  return { ok: true, segments };
}

// --- Default texts ------------------------------------------------------------------------------

type Texts = Record<MemberMessageKind, Record<MessageChannel, MessageTemplate>>;

const programEn = 'the Calapan City health-assistance program';
const programFil = 'programa ng tulong pangkalusugan ng Lungsod ng Calapan';

const reminderEn = (when: string): MessageTemplate => ({
  subject: null,
  body: `Hi {firstName}, your membership in ${programEn} ${when} (Ref. {referenceNumber}). Please renew at {officeName} to keep your benefits. Info: {officePhone}`,
});
const reminderFil = (when: string): MessageTemplate => ({
  subject: null,
  body: `Paalala, {firstName}: ang inyong pagiging miyembro sa ${programFil} ay ${when} (Ref. {referenceNumber}). I-renew ito sa {officeName}. Tanong: {officePhone}`,
});
const asEmail = (sms: MessageTemplate, subject: string, closing: string): MessageTemplate => ({
  subject,
  body: `${sms.body}\n\n${closing}\n{officeName}`,
});

const EN_SMS = {
  welcome: {
    subject: null,
    body: `Hi {firstName}, welcome to ${programEn}! Ref. no. {referenceNumber}. Your membership gives you and your beneficiaries health assistance until {expiryDate}. Renew at {officeName}. Info: {officePhone}`,
  },
  renewal_60: reminderEn('ends on {expiryDate}'),
  renewal_30: reminderEn('ends in 30 days, on {expiryDate}'),
  renewal_7: reminderEn('ends in 7 days, on {expiryDate}'),
  renewal_0: reminderEn('ends today, {expiryDate}'),
  renewed: {
    subject: null,
    body: 'Hi {firstName}, your membership is renewed and is valid until {expiryDate}. Ref. {referenceNumber}. Thank you! {officeName}, {officePhone}',
  },
} satisfies Record<MemberMessageKind, MessageTemplate>;

const FIL_SMS = {
  welcome: {
    subject: null,
    body: `Maligayang pagdating, {firstName}, sa ${programFil}! Ref. {referenceNumber}. Aktibo ang inyong pagiging miyembro hanggang {expiryDate}. I-renew sa {officeName}. Tanong: {officePhone}`,
  },
  renewal_60: reminderFil('magtatapos sa {expiryDate}'),
  renewal_30: reminderFil('magtatapos sa loob ng 30 araw, sa {expiryDate}'),
  renewal_7: reminderFil('magtatapos sa loob ng 7 araw, sa {expiryDate}'),
  renewal_0: reminderFil('magtatapos ngayon, {expiryDate}'),
  renewed: {
    subject: null,
    body: 'Salamat, {firstName}! Na-renew na ang inyong pagiging miyembro. Aktibo ito hanggang {expiryDate}. Ref. {referenceNumber}. {officeName}, {officePhone}',
  },
} satisfies Record<MemberMessageKind, MessageTemplate>;

const EN_SUBJECTS: Record<MemberMessageKind, string> = {
  welcome: 'Welcome to the health-assistance program',
  renewal_60: 'Your membership ends on {expiryDate}',
  renewal_30: 'Your membership ends in 30 days',
  renewal_7: 'Your membership ends in 7 days',
  renewal_0: 'Your membership ends today',
  renewed: 'Your membership is renewed until {expiryDate}',
};
const FIL_SUBJECTS: Record<MemberMessageKind, string> = {
  welcome: 'Maligayang pagdating sa programa ng tulong pangkalusugan',
  renewal_60: 'Magtatapos ang inyong membership sa {expiryDate}',
  renewal_30: 'Magtatapos ang inyong membership sa loob ng 30 araw',
  renewal_7: 'Magtatapos ang inyong membership sa loob ng 7 araw',
  renewal_0: 'Magtatapos ngayon ang inyong membership',
  renewed: 'Na-renew na ang inyong membership hanggang {expiryDate}',
};

const textsOf = (
  sms: Record<MemberMessageKind, MessageTemplate>,
  subjects: Record<MemberMessageKind, string>,
  closing: string,
): Texts =>
  Object.fromEntries(
    MEMBER_MESSAGE_KINDS.map((kind) => [
      kind,
      { sms: sms[kind], email: asEmail(sms[kind], subjects[kind], closing) },
    ]),
  ) as Texts;

/** The default text of every kind, channel and language; head admins may save their own over each. */
export const DEFAULT_MESSAGE_TEMPLATES: Record<MemberLanguage, Texts> = {
  en: textsOf(EN_SMS, EN_SUBJECTS, 'Thank you,'),
  fil: textsOf(FIL_SMS, FIL_SUBJECTS, 'Maraming salamat,'),
};
