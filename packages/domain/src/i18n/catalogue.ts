/**
 * The shape a translated catalogue must have: the same keys as the English one, nothing missing
 * (the type checker refuses a key missing in either), and every placeholder of the English text
 * present in the translation.
 *
 * - A text `'Hello {{name}}'` needs a translation that contains `{{name}}`.
 * - A message function of the older catalogues (`(max: number) => \`… ${max} …\``) is translated as data,
 *   a template whose placeholders are the function's arguments by position: `{{0}}`, `{{1}}`, …
 * - Plural texts are keys ending in `_one` / `_other` (CLDR's categories; English and Filipino both
 *   have these two) with a `{{count}}`; the translator picks the form through `Intl.PluralRules`.
 */

/** The `{{name}}` placeholders of a text type. */
type Placeholders<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** A string holding every one of the placeholders `P`. */
type Holding<P extends string> = [P] extends [never]
  ? string
  : UnionToIntersection<P extends unknown ? `${string}{{${P}}}${string}` : never>;

/** The positions of a function's arguments as strings: '0' | '1' | … */
type ArgumentPositions<A extends readonly unknown[]> = Exclude<keyof A, keyof unknown[]> & string;

export type CatalogueOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? Holding<Placeholders<T[K]>>
    : T[K] extends (...args: infer A) => string
      ? Holding<ArgumentPositions<A>>
      : CatalogueOf<T[K]>;
};

/** A catalogue of texts (the newer, data-only form): nested groups of strings. */
export type TextCatalogue = { readonly [key: string]: string | TextCatalogue };

type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** The dotted keys of a text catalogue, plural keys named without their `_one` / `_other`. */
export type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${PluralBase<K>}`
    : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
