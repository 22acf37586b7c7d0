/**
 * A catalogue text in another language, found by what it says: the API's refusals carry the English
 * text of a catalogue (`userFacingMessage` lets nothing else through), so the English text names its
 * key, and a message function's output its key and arguments. Each English catalogue is registered
 * here with its translations (the admin pages' catalogues join this list the same way).
 */
import { idCardRefusals } from '../id-card-messages.ts';
import { messages } from '../messages.ts';
import { reachLabels, reachMessages } from '../reach-messages.ts';
import { retentionMessages } from '../retention-messages.ts';
import { idCardRefusalsFil } from './id-card-messages-fil.ts';
import type { Language } from './language.ts';
import { messagesFil } from './messages-fil.ts';
import { reachLabelsFil, reachMessagesFil } from './reach-messages-fil.ts';
import { retentionMessagesFil } from './retention-messages-fil.ts';
import { fillPositions, type MessageCatalogue } from './translator.ts';

type Translated = {
  english: MessageCatalogue | Readonly<Record<string, unknown>>;
  fil: Readonly<Record<string, unknown>>;
};

// One line per catalogue: the English catalogue and its Filipino (each `*-messages.ts` of the domain).
const CATALOGUES: readonly Translated[] = [
  { english: messages, fil: messagesFil },
  { english: reachMessages, fil: reachMessagesFil },
  { english: reachLabels, fil: reachLabelsFil },
  { english: idCardRefusals, fil: idCardRefusalsFil },
  { english: retentionMessages, fil: retentionMessagesFil },
];

/** The required-fields message (required-fields.ts): '{a} is required.', '{a}, {b} and {c} are required.' */
const REQUIRED = /^(.+) (?:is|are) required\.$/s;
const REQUIRED_FIL = (labels: string) => `Kailangan ang ${labels.replace(/ and ([^,]+)$/, ' at $1')}.`;

type Template = { pattern: RegExp; positions: number[]; text: (language: 'fil') => string };

let index: { fixed: Map<string, (language: 'fil') => string>; templates: Template[] } | null = null;

const MARK = (position: number) => `\uE000${position}\uE001`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildIndex() {
  const fixed = new Map<string, (language: 'fil') => string>();
  const templates: Template[] = [];
  const add = (english: Readonly<Record<string, unknown>>, fil: Readonly<Record<string, unknown>>) => {
    for (const [key, value] of Object.entries(english)) {
      const translated = fil[key];
      if (translated === undefined) continue;
      if (value && typeof value === 'object' && typeof translated === 'object' && translated) {
        // A group of texts (labels by kind, …): its texts are catalogue texts too.
        add(value as Record<string, unknown>, translated as Record<string, unknown>);
        continue;
      }
      if (typeof translated !== 'string') continue;
      if (typeof value === 'string') {
        if (!fixed.has(value)) fixed.set(value, () => translated);
        continue;
      }
      if (typeof value !== 'function') continue;
      const sample = String(
        (value as (...args: unknown[]) => string)(...Array.from({ length: value.length }, (_, i) => MARK(i))),
      );
      const parts = sample.split(/\uE000(\d+)\uE001/);
      // parts: text, position, text, position, …, text
      const positions: number[] = [];
      let source = '^';
      for (let i = 0; i < parts.length; i += 1) {
        if (i % 2 === 0) source += escapeRegExp(parts[i]!);
        else {
          positions.push(Number(parts[i]));
          source += '(.+?)';
        }
      }
      // A template with hardly any fixed text of its own would match anything: leave it out.
      if (
        parts
          .filter((_, i) => i % 2 === 0)
          .join('')
          .trim().length < 4
      )
        continue;
      templates.push({ pattern: new RegExp(`${source}$`, 's'), positions, text: () => translated });
    }
  };
  for (const catalogue of CATALOGUES) add(catalogue.english, catalogue.fil);
  return { fixed, templates };
}

/**
 * `text` in `language` when it is a catalogue text that has a translation; otherwise `text` as it is
 * (English, the spec's wording, is always there).
 */
export function catalogueTextIn(text: string, language: Language): string {
  if (language === 'en' || !text) return text;
  index ??= buildIndex();
  const fixed = index.fixed.get(text);
  if (fixed) return fixed(language);
  for (const template of index.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: string[] = [];
    template.positions.forEach((position, group) => {
      values[position] = match[group + 1] ?? '';
    });
    return fillPositions(template.text(language), values);
  }
  const required = REQUIRED.exec(text);
  if (required) return REQUIRED_FIL(required[1]!);
  return text;
}
