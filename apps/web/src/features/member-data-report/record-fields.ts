/**
 * A record of the member data report as the page (and its print) shows it, in the chosen language
 * (issue 26): each field named in words (the domain's dataReportMessages.columnLabels), each value as
 * the database holds it, except the texts the portal itself wrote in English from its catalogues:
 * a notification's title and message read in the chosen language, and an activity-log entry reads as
 * its sentence (made from its action and details, as the Activity Log page makes it). In English its
 * details keep the stored description (DECISIONS 47: everything the portal holds, printed too); in
 * another language the sentence says it in place of that English text. The JSON download keeps every
 * value as stored.
 */
import { dataReportColumnLabel, UNNAMED_ADMIN } from '@portal/domain';

export type RecordWords = {
  /** A field's name by its column, in the chosen language. */
  columnLabels: Readonly<Record<string, string>>;
  /** The name of an activity-log entry's sentence. */
  activityEntry: string;
  /** A catalogue text the server wrote in English, in the chosen language (useTexts().tr). */
  tr: (text: string) => string;
  /** An activity-log entry in words in the chosen language (null: the portal's own job). */
  sentence: (who: string | null, action: string, details: Record<string, unknown>) => string;
  /** The entry's stored English description is said by its sentence instead (a language other than English). */
  saysDescription: boolean;
};

/** Texts the portal wrote from its catalogues, by table and column. */
const CATALOGUE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  notifications: ['title', 'message'],
};

/** A value as the database holds it: '—' for none, objects (an entry's details) as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One field of a record: its column ('' for an entry's sentence: no column has that name), name and value. */
export type RecordField = { column: string; name: string; value: string };

/** A record's fields in `words`' language, in the table's column order (an entry's sentence first). */
export function recordFields(
  table: string,
  row: Readonly<Record<string, unknown>>,
  words: RecordWords,
): RecordField[] {
  const label = (column: string) => words.columnLabels[column] ?? dataReportColumnLabel(column);
  const translated = CATALOGUE_TEXTS[table] ?? [];
  const field = (column: string, value: string): RecordField => ({ column, name: label(column), value });
  const fields = Object.entries(row).map(([column, value]) => {
    if (typeof value === 'string' && translated.includes(column)) return field(column, words.tr(value));
    if (
      words.saysDescription &&
      table === 'activity_logs' &&
      column === 'details' &&
      value &&
      typeof value === 'object'
    ) {
      // The stored description is the entry's English sentence: the entry's row above says it.
      const { description: _said, ...details } = value as Record<string, unknown>;
      return field(column, shown(details));
    }
    return field(column, shown(value));
  });
  if (table !== 'activity_logs') return fields;
  // The report names no administrator (their ids are in the records): 'An administrator …'.
  const who = row.admin_id ? UNNAMED_ADMIN : null;
  const details =
    row.details && typeof row.details === 'object' ? (row.details as Record<string, unknown>) : {};
  const sentence = words.sentence(who, String(row.action ?? ''), details);
  return [{ column: '', name: words.activityEntry, value: sentence }, ...fields];
}
