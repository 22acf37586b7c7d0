/**
 * Acknowledgment receipts (DECISIONS 52): the amount in words as Philippine vouchers write it, the
 * receipt's number, and the window its "remaining" figure is for.
 */
import { type IsoDate, MONTH_NAMES, parseIsoDate } from './dates.ts';
import { receiptMessages } from './receipt-messages.ts';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;

const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;

/** Each power of a thousand, largest first; centavos as a safe integer stay below a quadrillion pesos. */
const THOUSAND_POWERS = [1_000_000_000_000, 1_000_000_000, 1_000_000, 1_000] as const;
const POWER_WORDS = ['trillion', 'billion', 'million', 'thousand'] as const;

/**
 * A whole number of pesos by the powers of a thousand, for its words in any language: each power's
 * count, largest first (0 where none), and what is left under a thousand.
 */
export function byThousands(n: number): { counts: number[]; rest: number } {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of pesos: ${n}`);
  let rest = n;
  const counts = THOUSAND_POWERS.map((power) => {
    const count = Math.floor(rest / power);
    rest -= count * power;
    return count;
  });
  return { counts, rest };
}

/** An amount's whole pesos and its centavos as two digits (the "/100" of an amount in words). */
export function pesosAndCentavos(centavos: number): { whole: number; fraction: string } {
  if (!Number.isSafeInteger(centavos) || centavos < 0) {
    throw new RangeError(`An amount in words needs whole, non-negative centavos, not ${centavos}`);
  }
  return { whole: Math.floor(centavos / 100), fraction: String(centavos % 100).padStart(2, '0') };
}

/** 1–999 in words: 'five hundred sixty-seven', 'thirty-four', 'twelve'. */
function underThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) {
    const unit = rest % 10;
    parts.push(unit === 0 ? TENS[Math.floor(rest / 10)]! : `${TENS[Math.floor(rest / 10)]}-${ONES[unit]}`);
  } else if (rest > 0) {
    parts.push(ONES[rest]!);
  }
  return parts.join(' ');
}

/** A whole number in English words, lower case, without "and": 1234 → 'one thousand two hundred thirty-four'. */
export function numberInWords(n: number): string {
  const { counts, rest } = byThousands(n);
  if (n === 0) return ONES[0];
  const parts = counts.flatMap((count, i) =>
    count > 0 ? [`${numberInWords(count)} ${POWER_WORDS[i]}`] : [],
  );
  if (rest > 0) parts.push(underThousand(rest));
  return parts.join(' ');
}

/**
 * The amount of a receipt in words, as vouchers and checks write it: the pesos in words, the
 * centavos as a fraction of 100. 120000 → 'One thousand two hundred pesos and 00/100';
 * 100 → 'One peso and 00/100'; 1 → 'Zero pesos and 01/100'.
 */
export function pesosInWords(centavos: number): string {
  const { whole, fraction } = pesosAndCentavos(centavos);
  const words = `${numberInWords(whole)} ${whole === 1 ? 'peso' : 'pesos'} and ${fraction}/100`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The digits of a receipt's number within its year: 2026-000123. */
export const RECEIPT_NUMBER_DIGITS = 6;

/** A receipt's number as printed: the year it was issued, then its place in that year, 2026-000123. */
export function formatReceiptNumber(year: number, n: number): string {
  return `${year}-${String(n).padStart(RECEIPT_NUMBER_DIGITS, '0')}`;
}

/** What a receipt's "remaining" is counted in: the claim's calendar month or its membership year. */
export interface ReceiptWindow {
  kind: 'month' | 'membershipYear';
  start: IsoDate;
  end: IsoDate;
}

/**
 * The window a receipt's remaining figure is for (DECISIONS 13): 'November 2026' for the monthly
 * services, 'membership year 2026 - 2027' for the others (named by the calendar years it spans).
 */
export function receiptWindowLabel(window: ReceiptWindow): string {
  const start = parseIsoDate(window.start);
  if (window.kind === 'month') return `${MONTH_NAMES[start.month - 1]} ${start.year}`;
  return receiptMessages.receiptMembershipYear(String(start.year), String(parseIsoDate(window.end).year));
}
