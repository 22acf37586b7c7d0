/**
 * A catalogue text in another language, found by what it says: the API's refusals carry the English
 * text of a catalogue (`userFacingMessage` lets nothing else through), so the English text names its
 * key, and a message function's output its key and arguments. Each English catalogue is registered
 * here with its translations (the admin pages' catalogues join this list the same way).
 */
import { accessLogMessages } from '../access-log-messages.ts';
import { ACTIVITY_ACTION_LABELS } from '../activity.ts';
import { activityMessages } from '../activity-messages.ts';
import { backupMessages } from '../backup-messages.ts';
import { idCardMessages, idCardRefusals } from '../id-card-messages.ts';
import { importMessages } from '../import-messages.ts';
import { dataReportMessages } from '../member-data-report-messages.ts';
import {
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  messageListLabels,
  messageListMessages,
} from '../message-list-messages.ts';
import { messages } from '../messages.ts';
import { outageMessages } from '../outage-messages.ts';
import { reachLabels, reachMessages } from '../reach-messages.ts';
import { receiptMessages } from '../receipt-messages.ts';
import { retentionMessages } from '../retention-messages.ts';
import { secondStepMessages } from '../second-step-messages.ts';
import { sessionMessages } from '../session-messages.ts';
import { settingsMessages } from '../settings-messages.ts';
import { accessLogMessagesFil } from './access-log-messages-fil.ts';
import { activityActionLabelsFil, activityMessagesFil } from './activity-messages-fil.ts';
import { activityText } from './activity-text.ts';
import { activityTextFil } from './activity-text-fil.ts';
import { adminText } from './admin-text.ts';
import { adminTextFil } from './admin-text-fil.ts';
import { adminsText } from './admins-text.ts';
import { adminsTextFil } from './admins-text-fil.ts';
import { backupMessagesFil } from './backup-messages-fil.ts';
import { exportText } from './export-text.ts';
import { exportTextFil } from './export-text-fil.ts';
import { frameText } from './frame-text.ts';
import { frameTextFil } from './frame-text-fil.ts';
import { idCardMessagesFil, idCardRefusalsFil } from './id-card-messages-fil.ts';
import { importMessagesFil } from './import-messages-fil.ts';
import { importText } from './import-text.ts';
import { importTextFil } from './import-text-fil.ts';
import type { Language } from './language.ts';
import { dataReportMessagesFil } from './member-data-report-messages-fil.ts';
import {
  messageKindLabelsFil,
  messageListLabelsFil,
  messageListMessagesFil,
  messageStatusLabelsFil,
} from './message-list-messages-fil.ts';
import { messagesFil } from './messages-fil.ts';
import { outageMessagesFil } from './outage-messages-fil.ts';
import { profileText } from './profile-text.ts';
import { profileTextFil } from './profile-text-fil.ts';
import { reachLabelsFil, reachMessagesFil } from './reach-messages-fil.ts';
import { receiptMessagesFil } from './receipt-messages-fil.ts';
import { registerText } from './register-text.ts';
import { registerTextFil } from './register-text-fil.ts';
import { retentionMessagesFil } from './retention-messages-fil.ts';
import { secondStepMessagesFil } from './second-step-messages-fil.ts';
import { sessionMessagesFil } from './session-messages-fil.ts';
import { settingsMessagesFil } from './settings-messages-fil.ts';
import { settingsText } from './settings-text.ts';
import { settingsTextFil } from './settings-text-fil.ts';
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
  { english: idCardMessages, fil: idCardMessagesFil },
  { english: retentionMessages, fil: retentionMessagesFil },
  { english: dataReportMessages, fil: dataReportMessagesFil },
  { english: receiptMessages, fil: receiptMessagesFil },
  { english: secondStepMessages, fil: secondStepMessagesFil },
  { english: sessionMessages, fil: sessionMessagesFil },
  { english: settingsMessages, fil: settingsMessagesFil },
  { english: adminsText, fil: adminsTextFil },
  { english: profileText, fil: profileTextFil },
  { english: settingsText, fil: settingsTextFil },
  { english: outageMessages, fil: outageMessagesFil },
  { english: backupMessages, fil: backupMessagesFil },
  { english: adminText, fil: adminTextFil },
  { english: frameText, fil: frameTextFil },
  { english: importMessages, fil: importMessagesFil },
  { english: messageListMessages, fil: messageListMessagesFil },
  { english: messageListLabels, fil: messageListLabelsFil },
  { english: MESSAGE_KIND_LABELS, fil: messageKindLabelsFil },
  { english: MESSAGE_STATUS_LABELS, fil: messageStatusLabelsFil },
  { english: accessLogMessages, fil: accessLogMessagesFil },
  { english: activityMessages, fil: activityMessagesFil },
  { english: ACTIVITY_ACTION_LABELS, fil: activityActionLabelsFil },
  { english: importText, fil: importTextFil },
  { english: exportText, fil: exportTextFil },
  { english: activityText, fil: activityTextFil },
  { english: registerText, fil: registerTextFil },
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
