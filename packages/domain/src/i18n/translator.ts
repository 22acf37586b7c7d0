/**
 * Choosing a text in a language. The library underneath is rosetta (a dotted-key lookup with
 * `{{name}}` interpolation; a few hundred bytes, so the login page keeps within its 120 KB budget);
 * plurals come from `Intl.PluralRules` of the language's locale, numbers and dates from `Intl`.
 * A text missing in a language falls back to English (the type checker already refuses missing keys;
 * this is for a table not loaded yet).
 */
import rosetta from 'rosetta';
import type { CatalogueOf, TextCatalogue, TextKey } from './catalogue.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from './language.ts';

export type TextParams = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** The CLDR plural category of a count in a language ('one' or 'other' for English and Filipino). */
export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGE_LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** A number as the language writes it (1,200 in both). */
export function formatNumber(language: Language, value: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language]);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** Numbers among the values formatted for the language; everything else as given. */
function formatted(language: Language, params: TextParams | readonly unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    out[key] = typeof value === 'number' ? formatNumber(language, value) : value;
  }
  return out;
}

export type Translator<T extends TextCatalogue> = {
  /** Adds a language's table (loaded when the language is chosen). */
  add: (language: Exclude<Language, 'en'>, table: CatalogueOf<T>) => void;
  has: (language: Language) => boolean;
  /**
   * The text of `key` in `language` with its placeholders filled. With a numeric `count`, the key's
   * plural form for that count (`key_one` / `key_other`).
   */
  t: (language: Language, key: TextKey<T>, params?: TextParams) => string;
};

export function createTranslator<T extends TextCatalogue>(english: T): Translator<T> {
  const texts = rosetta<TextCatalogue>({ en: english });
  const found = (language: Language, path: string, values?: Record<string, unknown>) => {
    const text: unknown = texts.t(path, values, language);
    return typeof text === 'string' && text !== '' ? text : null;
  };
  const exists = (language: Language, path: string) =>
    typeof texts.t(path, undefined, language) === 'string' && texts.t(path, undefined, language) !== '';
  return {
    add: (language, table) => texts.set(language, table as unknown as TextCatalogue),
    has: (language) => texts.table(language) !== undefined,
    t: (language, key, params) => {
      let path: string = key;
      const count = params?.count;
      if (typeof count === 'number') {
        const form = `${key}_${pluralCategory(language, count)}`;
        const other = `${key}_other`;
        path =
          exists(language, form) || exists(DEFAULT_LANGUAGE, form)
            ? form
            : exists(DEFAULT_LANGUAGE, other)
              ? other
              : key; // a text with a count but no plural forms
      }
      const values = params && formatted(language, params);
      return found(language, path, values) ?? found(DEFAULT_LANGUAGE, path, values) ?? key;
    },
  };
}

/** A catalogue of the older form: texts and message functions (messages.ts and its neighbours). */
export type MessageCatalogue = { readonly [key: string]: string | ((...args: never[]) => string) };

/** The arguments a message of an older catalogue takes (none for a fixed text). */
export type MessageArgs<M extends MessageCatalogue, K extends keyof M> = M[K] extends (
  ...args: infer A
) => string
  ? A
  : [];

/**
 * A message of an older catalogue in a language: English from the catalogue itself (its functions
 * called with the arguments), a translation as its template with the arguments by position.
 */
export function messageIn<M extends MessageCatalogue, K extends keyof M & string>(
  english: M,
  translation: CatalogueOf<M> | undefined,
  language: Language,
  key: K,
  ...args: MessageArgs<M, K>
): string {
  const source = english[key] as string | ((...values: unknown[]) => string);
  if (language === DEFAULT_LANGUAGE || !translation) {
    return typeof source === 'function' ? source(...args) : source;
  }
  const template = (translation as Record<string, string>)[key];
  if (typeof template !== 'string') return typeof source === 'function' ? source(...args) : source;
  return fillPositions(
    template,
    args.map((value) => (typeof value === 'number' ? formatNumber(language, value) : String(value))),
  );
}

/** A template's `{{0}}`, `{{1}}`, … filled with the values at those positions. */
export function fillPositions(template: string, values: readonly string[]): string {
  return template.replace(/\{\{(\d+)\}\}/g, (_, index: string) => values[Number(index)] ?? '');
}
