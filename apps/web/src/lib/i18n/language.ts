/**
 * The page's language (issue 26, DECISIONS 44): English unless Filipino was chosen. A visitor's choice
 * is kept in this browser (localStorage); a signed-in admin's on their account (AdminLayout saves it
 * and applies it on sign-in). `<html lang>` follows; the API is asked for its texts in it
 * (Accept-Language, lib/api.ts). Filipino's catalogues load on first use (filipino.ts).
 */
import {
  createTranslator,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_LOCALES,
  type Language,
  type MessageArgs,
  messageIn,
  messages,
  publicText,
  type TextKey,
  type TextParams,
} from '@portal/domain';
import { useMemo, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'portal-language';

export type Filipino = typeof import('./filipino.ts');

const translator = createTranslator(publicText);
let filipino: Filipino | null = null;
let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

async function load(language: Language): Promise<void> {
  if (language !== 'fil' || filipino) return;
  const loaded = await import('./filipino.ts');
  translator.add('fil', loaded.publicTextFil);
  filipino = loaded;
}

/** Filipino's catalogues once loaded (always, before the pages switch to Filipino). */
export function loadedFilipino(): Filipino | null {
  return filipino;
}

/** The language pages are in now (also what lib/api.ts sends as Accept-Language). */
export function currentLanguage(): Language {
  return current;
}

/**
 * Shows the pages in `language` once its texts are loaded. `remember` keeps it in this browser
 * (a visitor's choice); an admin's saved choice applied on sign-in is kept there too.
 */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  if (remember) {
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }
  await load(language);
  if (current === language) return;
  current = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chosen language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}

export type Texts = {
  language: Language;
  /** The `Intl` locale: en-PH or fil-PH. */
  locale: string;
  /** A text of the public pages' catalogue (domain i18n/public-text.ts). */
  t: (key: TextKey<typeof publicText>, params?: TextParams) => string;
  /** A message of messages.ts, with its arguments. */
  m: <K extends keyof typeof messages & string>(key: K, ...args: MessageArgs<typeof messages, K>) => string;
  /** A catalogue text already in English (a server answer, a shared helper's message) in the language. */
  tr: (text: string) => string;
};

/** The texts of the chosen language for a component. */
export function useTexts(): Texts {
  const language = useLanguage();
  return useMemo(() => {
    const loaded = language === 'fil' ? filipino : null;
    return {
      language,
      locale: LANGUAGE_LOCALES[language],
      t: (key, params) => translator.t(language, key, params),
      m: (key, ...args) => messageIn(messages, loaded?.messagesFil, language, key, ...args),
      tr: (text) => (loaded ? loaded.catalogueTextIn(text, language) : text),
    };
  }, [language]);
}

// A visitor who chose Filipino before gets it again (after its chunk loads).
const stored = storedLanguage();
if (stored && stored !== DEFAULT_LANGUAGE) void setLanguage(stored, { remember: false });
