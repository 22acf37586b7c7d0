/**
 * Whether a text is one of the catalogue's messages (messages.ts, the required-fields message, or a
 * message function's output), so the API never shows a library's default text (e.g. zod's English
 * "Invalid input: expected string") to people: anything else becomes messages.invalidInput.
 */
import { accessLogMessages } from './access-log-messages.ts';
import { activityMessages } from './activity-messages.ts';
import { idCardRefusals } from './id-card-messages.ts';
import { importMessages } from './import-messages.ts';
import { dataReportMessages } from './member-data-report-messages.ts';
import { messageListMessages } from './message-list-messages.ts';
import { messages } from './messages.ts';
import { outageMessages } from './outage-messages.ts';
import { reachMessages } from './reach-messages.ts';
import { receiptMessages } from './receipt-messages.ts';
import { retentionMessages } from './retention-messages.ts';
import { secondStepMessages } from './second-step-messages.ts';
import { sessionMessages } from './session-messages.ts';
import { settingsMessages } from './settings-messages.ts';

const PLACEHOLDER = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const fixed = new Set<string>();
const templates: RegExp[] = [/^.+ (is|are) required\.$/s];
for (const value of [
  messages,
  settingsMessages,
  activityMessages,
  accessLogMessages,
  receiptMessages,
  idCardRefusals,
  importMessages,
  dataReportMessages,
  outageMessages,
  sessionMessages,
  secondStepMessages,
  messageListMessages,
  reachMessages,
  retentionMessages,
].flatMap((m) => Object.values(m)) as unknown[]) {
  if (typeof value === 'string') fixed.add(value);
  else if (typeof value === 'function') {
    const sample = String(value(...Array.from({ length: value.length }, () => PLACEHOLDER)));
    // A template with no fixed text of its own would match anything: leave it out.
    if (sample.replaceAll(PLACEHOLDER, '').trim().length < 4) continue;
    templates.push(new RegExp(`^${sample.split(PLACEHOLDER).map(escapeRegExp).join('.*')}$`, 's'));
  }
}

export function isCatalogueMessage(text: string | null | undefined): text is string {
  if (!text) return false;
  return fixed.has(text) || templates.some((template) => template.test(text));
}

/** The text itself when it is a catalogue message, otherwise messages.invalidInput. */
export function userFacingMessage(text: string | null | undefined): string {
  return isCatalogueMessage(text) ? text : messages.invalidInput;
}
