/**
 * The texts of one area of the admin pages in the chosen language (issue 26). Filipino's catalogues
 * are in the Filipino chunk (`filipino.ts`), which is loaded before the pages switch to Filipino, so
 * the hooks here choose synchronously; an English page carries none of them.
 *
 * Two forms, as the domain has them:
 * - `useMessages(retentionMessages, (fil) => fil.retentionMessagesFil)`: an older catalogue of
 *   texts and message functions (`*-messages.ts`); it gives an object of the same shape in the
 *   chosen language, so `t.pageTitle` and `t.dueCount(n)` read as before.
 * - `useCatalogueTexts(adminText, (fil) => fil.adminTextFil)`: a text catalogue (nested strings,
 *   `{{name}}` placeholders, `_one` / `_other` plurals); it gives `t(key, params)`.
 */
import {
  type CatalogueOf,
  createTranslator,
  fillPositions,
  formatNumber,
  type Language,
  type TextCatalogue,
  type TextKey,
  type TextParams,
  type Translator,
} from '@portal/domain';
import { useMemo } from 'react';
import { type Filipino, loadedFilipino, type Texts, useTexts } from './language.ts';

type Catalogue = { readonly [key: string]: unknown };

/** `english` with each text replaced by its translation (a function's by its template, filled by position). */
function translated<M extends Catalogue>(english: M, translation: CatalogueOf<M>, language: Language): M {
  const out: Record<string, unknown> = {};
  const table = translation as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(english)) {
    const template = table[key];
    if (typeof value === 'function' && typeof template === 'string') {
      out[key] = (...args: unknown[]) =>
        fillPositions(
          template,
          args.map((arg) => (typeof arg === 'number' ? formatNumber(language, arg) : String(arg))),
        );
    } else if (typeof value === 'string' && typeof template === 'string') {
      out[key] = template;
    } else if (value && typeof value === 'object' && template && typeof template === 'object') {
      out[key] = translated(value as Catalogue, template as CatalogueOf<Catalogue>, language);
    } else {
      out[key] = value;
    }
  }
  return out as M;
}

const translatedMessages = new WeakMap<object, unknown>();

/**
 * `english` (an older catalogue) in the chosen language, the same shape; `pick` finds its Filipino in
 * the Filipino chunk. A feature wraps it: `export const useRetentionMessages = () =>
 * useMessages(retentionMessages, (fil) => fil.retentionMessagesFil);`
 */
export function useMessages<M extends Catalogue>(
  english: M,
  pick: (filipino: Filipino) => CatalogueOf<M>,
): M {
  const { language } = useTexts();
  if (language === 'en') return english;
  const loaded = loadedFilipino();
  if (!loaded) return english;
  let filipino = translatedMessages.get(english) as M | undefined;
  if (!filipino) {
    filipino = translated(english, pick(loaded), language);
    translatedMessages.set(english, filipino);
  }
  return filipino;
}

export type AreaTexts<T extends TextCatalogue> = Omit<Texts, 't'> & {
  /** A text of the area's catalogue in the chosen language. */
  t: (key: TextKey<T>, params?: TextParams) => string;
  /** A text of the public pages' catalogue (the shared frame's texts). */
  pt: Texts['t'];
};

const translators = new WeakMap<object, Translator<TextCatalogue>>();

/**
 * `t(key, params)` of a text catalogue in the chosen language; `pick` finds its Filipino in the
 * Filipino chunk. A feature wraps it as `useMessages` above.
 */
export function useCatalogueTexts<T extends TextCatalogue>(
  english: T,
  pick: (filipino: Filipino) => CatalogueOf<T>,
): AreaTexts<T> {
  const texts = useTexts();
  let translator = translators.get(english) as Translator<T> | undefined;
  if (!translator) {
    translator = createTranslator(english);
    translators.set(english, translator as unknown as Translator<TextCatalogue>);
  }
  if (texts.language === 'fil' && !translator.has('fil')) {
    const loaded = loadedFilipino();
    if (loaded) translator.add('fil', pick(loaded));
  }
  const chosen = translator;
  return useMemo(
    () => ({
      ...texts,
      pt: texts.t,
      t: (key: TextKey<T>, params?: TextParams) => chosen.t(texts.language, key, params),
    }),
    [texts, chosen],
  );
}
