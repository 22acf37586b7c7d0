/**
 * A date typed into a date field (issue 24 item 5): the fields show the long date the text shows
 * ('November 26, 2026'; in Filipino 'Nobyembre 26, 2026', issue 26) and read back what people type —
 * that long date, its short month ('Nov 26, 2026', '26 Nov 2026'), the numeric month/day/year the
 * browser used to show ('11/26/2026') or ISO ('2026-11-26'). Only whole, real dates with a four-digit
 * year are read.
 *
 * Month names are read in English and in Filipino whatever language the page is in: people in the
 * Philippines write either, whichever the screen shows, and the two never disagree (the names the
 * languages share, 'Mar…' and 'May…', are the same month in both), so one reading serves both pages.
 */
import { FILIPINO_MONTH_NAMES, formatIsoDate, type IsoDate, isIsoDate, MONTH_NAMES } from './dates.ts';

/** The month a name or its start (three letters or more) names in a list of month names, 1–12. */
const monthIn = (names: readonly string[], word: string): number | null => {
  const index = names.findIndex((name) => name.toLowerCase().startsWith(word));
  // 'Sept' is read too; a word longer than the name ('Novembers') is not.
  return index >= 0 && word.length <= names[index]!.length ? index + 1 : null;
};

const monthOf = (word: string): number | null => {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return null;
  return monthIn(MONTH_NAMES, w) ?? monthIn(FILIPINO_MONTH_NAMES, w);
};

function dateOf(year: number, month: number | null, day: number): IsoDate | null {
  if (month === null) return null;
  const iso = formatIsoDate({ year, month, day });
  return isIsoDate(iso) ? iso : null;
}

/** The ISO date `text` names, or null when it is not a whole, real date in a form above. */
export function readTypedDate(text: string): IsoDate | null {
  const t = text.trim().replace(/\s+/g, ' ');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return dateOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) return dateOf(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^([A-Za-z]+\.?) (\d{1,2}),? (\d{4})$/.exec(t);
  if (m) return dateOf(Number(m[3]), monthOf(m[1]!), Number(m[2]));
  // '26 November 2026', and the Filipino written form 'ika-26 ng Nobyembre, 2026'.
  m = /^(?:ika-?)?(\d{1,2}) (?:ng )?([A-Za-z]+\.?),? (\d{4})$/i.exec(t);
  if (m) return dateOf(Number(m[3]), monthOf(m[2]!), Number(m[1]));
  return null;
}
