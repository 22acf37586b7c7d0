import { describe, expect, it } from 'vitest';
import {
  type CatalogueOf,
  catalogueTextIn,
  createTranslator,
  idCardRefusals,
  idCardRefusalsFil,
  languageFromAcceptLanguage,
  membersText,
  membersTextFil,
  messageIn,
  messages,
  messagesFil,
  publicText,
  publicTextFil,
  reachLabels,
  reachLabelsFil,
  reachMessages,
  reachMessagesFil,
  requiredFieldsMessage,
  retentionMessages,
  retentionMessagesFil,
} from '../src/index.ts';

/** Every key path of a nested catalogue. */
const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the Filipino catalogues (issue 26)', () => {
  it('have exactly the English keys (the type checker refuses a missing one; this guards the build)', () => {
    expect(keysOf(messagesFil).sort()).toEqual(keysOf(messages).sort());
    expect(keysOf(publicTextFil).sort()).toEqual(keysOf(publicText).sort());
  });

  it('keep every placeholder of the English text', () => {
    const english = publicText as unknown as Record<string, Record<string, unknown>>;
    const filipino = publicTextFil as unknown as Record<string, Record<string, unknown>>;
    for (const path of keysOf(publicText)) {
      const [group, ...rest] = path.split('.');
      const en = rest.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], english[group!]);
      const fil = rest.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], filipino[group!]);
      expect(placeholders(String(fil)), path).toEqual(placeholders(String(en)));
    }
    for (const [key, value] of Object.entries(messages)) {
      const fil = messagesFil[key as keyof typeof messagesFil];
      const expected =
        typeof value === 'function' ? Array.from({ length: value.length }, (_, i) => `${i}`) : [];
      expect(placeholders(fil), key).toEqual(expected.sort());
    }
  });

  it('refuse, at type level, a missing key or a missing placeholder', () => {
    const english = { greeting: 'Hello {{name}}', plain: 'Yes' } as const;
    // @ts-expect-error the translation lacks {{name}}
    const noPlaceholder: CatalogueOf<typeof english> = { greeting: 'Kumusta', plain: 'Oo' };
    // @ts-expect-error the translation lacks a key
    const noKey: CatalogueOf<typeof english> = { greeting: 'Kumusta {{name}}' };
    expect([noPlaceholder, noKey]).toHaveLength(2);
  });
});

describe('createTranslator', () => {
  const english = {
    members_one: '{{count}} member found in {{place}}',
    members_other: '{{count}} members found in {{place}}',
    hello: 'Hello {{name}}',
  } as const;
  const translator = createTranslator(english);
  translator.add('fil', {
    members_one: '{{count}} miyembro ang nakita sa {{place}}',
    members_other: '{{count}} na miyembro ang nakita sa {{place}}',
    hello: 'Kumusta {{name}}',
  });

  it('interpolates and picks the plural form through Intl.PluralRules, numbers through Intl', () => {
    expect(translator.t('en', 'hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(translator.t('fil', 'hello', { name: 'Ana' })).toBe('Kumusta Ana');
    expect(translator.t('en', 'members', { count: 1, place: 'Lalud' })).toBe('1 member found in Lalud');
    expect(translator.t('en', 'members', { count: 1200, place: 'Lalud' })).toBe(
      '1,200 members found in Lalud',
    );
    // CLDR's Filipino: 'one' for 1, 2, 3 (and numbers not ending in 4, 6 or 9), 'other' for 4, 6, 9 …
    expect(translator.t('fil', 'members', { count: 1, place: 'Lalud' })).toBe(
      '1 miyembro ang nakita sa Lalud',
    );
    expect(translator.t('fil', 'members', { count: 4, place: 'Lalud' })).toBe(
      '4 na miyembro ang nakita sa Lalud',
    );
  });

  it('falls back to English while a language is not loaded', () => {
    const other = createTranslator(english);
    expect(other.has('fil')).toBe(false);
    expect(other.t('fil', 'hello', { name: 'Ana' })).toBe('Hello Ana');
  });
});

describe('messages in a language', () => {
  it('calls the English function, or fills the translation by position', () => {
    expect(messageIn(messages, messagesFil, 'en', 'textTooLong', 200)).toBe(
      'Must be at most 200 characters.',
    );
    expect(messageIn(messages, messagesFil, 'fil', 'textTooLong', 1200)).toBe(
      'Hanggang 1,200 character lamang.',
    );
    expect(messageIn(messages, messagesFil, 'fil', 'notFound')).toBe('Hindi nakita.');
  });

  it('finds a refusal’s key by its English text and gives it in Filipino', () => {
    expect(catalogueTextIn(messages.loginIncorrect, 'fil')).toBe(messagesFil.loginIncorrect);
    expect(catalogueTextIn(messages.loginIncorrect, 'en')).toBe(messages.loginIncorrect);
    expect(catalogueTextIn(messages.fieldTooLong('Remarks', 500), 'fil')).toBe(
      'Ang Remarks ay hanggang 500 character lamang.',
    );
    expect(catalogueTextIn(messages.renewalNotOpen('March 3, 2027'), 'fil')).toContain(
      'sa March 3, 2027, 60 araw',
    );
    expect(catalogueTextIn(requiredFieldsMessage(['Password'])!, 'fil')).toBe('Kailangan ang Password.');
    expect(catalogueTextIn(requiredFieldsMessage(['Email', 'Username'])!, 'fil')).toBe(
      'Kailangan ang Email at Username.',
    );
    expect(catalogueTextIn('Not a catalogue text', 'fil')).toBe('Not a catalogue text');
  });

  it('knows the feature catalogues registered beside messages.ts (record retention’s refusals)', () => {
    expect(catalogueTextIn(retentionMessages.worklistChanged, 'fil')).toBe(
      retentionMessagesFil.worklistChanged,
    );
    expect(catalogueTextIn(retentionMessages.removed(3), 'fil')).toBe(
      'Naalis na ang personal na datos ng 3 miyembro.',
    );
  });
});

describe('the member pages’ catalogues (issue 26)', () => {
  it('members-text: the same keys and placeholders in Filipino', () => {
    expect(keysOf(membersTextFil).sort()).toEqual(keysOf(membersText).sort());
    const at = (catalogue: object, path: string) =>
      path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], catalogue);
    for (const path of keysOf(membersText)) {
      expect(placeholders(String(at(membersTextFil, path))), path).toEqual(
        placeholders(String(at(membersText, path))),
      );
    }
  });

  it('finds the ID cards’ and the reminders’ refusals by their English text and gives them in Filipino', () => {
    expect(catalogueTextIn(idCardRefusals.idCardsChooseOne, 'fil')).toBe(idCardRefusalsFil.idCardsChooseOne);
    expect(catalogueTextIn(idCardRefusals.idCardsTooMany('200', '250'), 'fil')).toBe(
      'Hanggang 200 ID card lamang ang maipi-print nang sabay; 250 ang napili. Pumili ng mas kaunting miyembro.',
    );
    expect(catalogueTextIn(reachMessages.emailInvalid, 'fil')).toBe(reachMessagesFil.emailInvalid);
    expect(catalogueTextIn(reachLabels.saved, 'fil')).toBe(reachLabelsFil.saved);
  });
});

describe('languageFromAcceptLanguage', () => {
  it('takes fil or tl as Filipino, by weight, else English', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('fil')).toBe('fil');
    expect(languageFromAcceptLanguage('tl-PH,tl;q=0.9,en;q=0.8')).toBe('fil');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,fil;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('de-DE, fil;q=0.5')).toBe('fil');
    expect(languageFromAcceptLanguage('de-DE, ja')).toBe('en');
    expect(languageFromAcceptLanguage('fil;q=0')).toBe('en');
  });
});
