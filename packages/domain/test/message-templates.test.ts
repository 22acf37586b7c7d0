import { describe, expect, it } from 'vitest';
import {
  checkMessageTemplate,
  DEFAULT_MESSAGE_TEMPLATES,
  firstNonGsm7Character,
  MEMBER_LANGUAGES,
  MEMBER_MESSAGE_KINDS,
  MESSAGE_CHANNELS,
  memberMessageKey,
  messageDate,
  reachMessages,
  renderMessage,
  renewalReminderDue,
  sampleMessageValues,
  smsAmount,
  smsLength,
  unknownPlaceholders,
} from '../src/index.ts';

const office = {
  name: 'City Health Office',
  address: 'City Hall Complex, Guinobatan, Calapan City, Oriental Mindoro',
  phone: '',
};

describe('SMS length: 160 GSM-7 characters in one part, 153 a part beyond', () => {
  it('fits 160 GSM-7 characters in one SMS and needs two for 161', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts each GSM-7 extension character (€ [ ] { } ^ ~ | \\) as two', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsLength(`${'a'.repeat(159)}€`).segments).toBe(2);
  });

  it('never splits an extension character across two parts', () => {
    // 152 characters then € (2): the € starts the second part; 154 more fill it exactly to 153+153.
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
    expect(smsLength(`${'a'.repeat(151)}€${'a'.repeat(153)}`).segments).toBe(2);
  });

  it('sends a text with any other character as UCS-2: 70 in one part, 67 a part', () => {
    expect(smsLength('₱'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsLength('₱'.repeat(71)).segments).toBe(2);
  });
});

describe('GSM-7 characters', () => {
  it('takes the letters Filipino uses, ñ included, and names the first other character', () => {
    expect(firstNonGsm7Character('Señor Niño, PHP 1,200.00 @ 8:00')).toBeNull();
    expect(firstNonGsm7Character('₱1,200.00')).toBe('₱');
    expect(firstNonGsm7Character('Salamat “po”')).toBe('“');
    expect(firstNonGsm7Character('Tama ’yan')).toBe('’');
  });

  it('writes amounts as PHP 1,200.00', () => {
    expect(smsAmount(120000)).toBe('PHP 1,200.00');
    expect(firstNonGsm7Character(smsAmount(123456789))).toBeNull();
  });
});

describe('placeholders and rendering', () => {
  it('fills each placeholder and names unknown ones', () => {
    const values = { ...sampleMessageValues('en', office), firstName: 'Juan' };
    expect(renderMessage('Hi {firstName}, {expiryDate}.', values)).toBe('Hi Juan, September 30, 2029.');
    expect(unknownPlaceholders('Hi {firstName} {lastName} {}')).toEqual(['{lastName}', '{}']);
  });

  it('writes dates as Intl does for en-PH and fil-PH', () => {
    for (const iso of ['2026-11-26', '2029-01-05', '2030-07-31']) {
      const date = new Date(`${iso}T00:00:00Z`);
      const format = (locale: string) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
      expect(messageDate(iso, 'en')).toBe(format('en-PH'));
      expect(messageDate(iso, 'fil')).toBe(format('fil-PH'));
    }
    expect(messageDate('2026-11-26', 'fil')).toBe('Nobyembre 26, 2026');
  });

  it('keys a message once per member, kind and term', () => {
    expect(memberMessageKey('renewal_30', 'm1', '2029-01-05')).toBe('renewal_30:m1:2029-01-05');
  });
});

describe('when reminders are due', () => {
  it('reminds 60, 30 and 7 days before the expiry date and on the day itself, one window each', () => {
    expect(renewalReminderDue(61)).toBeNull();
    expect(renewalReminderDue(60)).toBe('renewal_60');
    expect(renewalReminderDue(31)).toBe('renewal_60');
    expect(renewalReminderDue(30)).toBe('renewal_30');
    expect(renewalReminderDue(8)).toBe('renewal_30');
    expect(renewalReminderDue(7)).toBe('renewal_7');
    expect(renewalReminderDue(1)).toBe('renewal_7');
    expect(renewalReminderDue(0)).toBe('renewal_0');
    expect(renewalReminderDue(-1)).toBeNull();
  });
});

describe('templates head admins save', () => {
  it('refuses an SMS template with a character outside GSM-7, naming it', () => {
    const check = checkMessageTemplate(
      'sms',
      { subject: null, body: 'Bayad: ₱1,200.00' },
      sampleMessageValues('en', office),
    );
    expect(check).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      field: 'body',
      message: reachMessages.templateNotGsm7('₱'),
    });
    expect(check.ok || check.message).toContain('“₱”');
  });

  it('refuses an SMS template over 2 parts with the sample values filled in', () => {
    const body = `{firstName} ${'a'.repeat(300)}`;
    expect(
      checkMessageTemplate('sms', { subject: null, body }, sampleMessageValues('en', office)),
    ).toMatchObject({
      ok: false,
      message: reachMessages.templateTooLong('3'),
    });
  });

  it('refuses an unknown placeholder and an e-mail without a subject', () => {
    expect(
      checkMessageTemplate('sms', { subject: null, body: 'Hi {name}' }, sampleMessageValues('en', office)),
    ).toMatchObject({ ok: false, message: reachMessages.templateUnknownPlaceholder('{name}') });
    expect(
      checkMessageTemplate(
        'email',
        { subject: ' ', body: 'Hi {firstName}' },
        sampleMessageValues('en', office),
      ),
    ).toMatchObject({ ok: false, field: 'subject', message: reachMessages.templateSubjectEmpty });
  });

  it('accepts every default text in both languages (SMS in GSM-7, at most 2 parts)', () => {
    for (const language of MEMBER_LANGUAGES) {
      for (const kind of MEMBER_MESSAGE_KINDS) {
        for (const channel of MESSAGE_CHANNELS) {
          const template = DEFAULT_MESSAGE_TEMPLATES[language][kind][channel];
          const check = checkMessageTemplate(channel, template, sampleMessageValues(language, office));
          expect(check, `${language} ${kind} ${channel}`).toMatchObject({ ok: true });
          if (channel === 'sms') expect(firstNonGsm7Character(template.body)).toBeNull();
        }
      }
    }
  });

  it('writes the Filipino texts with the glossary’s words', () => {
    const fil = DEFAULT_MESSAGE_TEMPLATES.fil;
    expect(fil.welcome.sms.body).toContain('programa ng tulong pangkalusugan');
    expect(fil.renewal_30.sms.body).toContain('Paalala');
    expect(fil.renewal_30.sms.body).toContain('I-renew');
    expect(fil.renewal_60.sms.body).toContain('magtatapos sa {expiryDate}');
    expect(fil.renewed.sms.body).toContain('Na-renew');
    expect(fil.welcome.sms.body).toContain('pagiging miyembro');
  });
});
