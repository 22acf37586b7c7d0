/**
 * The portal's languages (DECISIONS 44, issue 26): English, the default and the spec's own wording,
 * and Filipino. A language's code is what `<html lang>` and the API's `Accept-Language` carry; its
 * locale is what `Intl` formats dates, amounts and numbers with. No zod here: this module is on the
 * login page (its schema, `languageSchema`, is with the contracts in api/preferences.ts).
 */
export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The `Intl` locale of each language (the Philippines' conventions: ₱, day-month order as people write it). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };

/** Each language's name in itself: what the switch shows, whichever language is on. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fil: 'Filipino' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language tag's portal language: `fil` and `tl` (Tagalog, which browsers often send) are Filipino. */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'fil' || primary === 'tl') return 'fil';
  if (primary === 'en') return 'en';
  return null;
}

/**
 * The language an `Accept-Language` header asks for: the portal language of the tag with the highest
 * weight (`q`), the earlier one on a tie; English when none is English or Filipino.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...parameters] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
