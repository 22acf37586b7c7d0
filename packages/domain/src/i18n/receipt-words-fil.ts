/**
 * The acknowledgment receipt's amount in words and its "remaining" window in Filipino (issue 26,
 * DECISIONS 52), as Filipino vouchers write them: 1,250.00 → 'Isang libo dalawang daan at limampung
 * piso at 00/100'. The number's words join to what they count with the linker (-ng after a vowel,
 * -g after n, na after another consonant: isang piso, milyong piso, apat na piso), daan is raan
 * after na (apat na raan), 'at' comes before the last part under a hundred, and piso has no plural.
 * The English forms stay in receipts.ts.
 */
import { parseIsoDate } from '../dates.ts';
import { byThousands, pesosAndCentavos, type ReceiptWindow } from '../receipts.ts';
import { LANGUAGE_LOCALES } from './language.ts';
import { receiptMessagesFil } from './receipt-messages-fil.ts';
import { fillPositions } from './translator.ts';

const ONES = ['sero', 'isa', 'dalawa', 'tatlo', 'apat', 'lima', 'anim', 'pito', 'walo', 'siyam'] as const;
const TEENS = [
  'sampu',
  'labing-isa',
  'labindalawa',
  'labintatlo',
  'labing-apat',
  'labinlima',
  'labing-anim',
  'labimpito',
  'labingwalo',
  'labinsiyam',
] as const;
const TENS = [
  '',
  '',
  'dalawampu',
  'tatlumpu',
  'apatnapu',
  'limampu',
  'animnapu',
  'pitumpu',
  'walumpu',
  'siyamnapu',
] as const;

/** The powers of a thousand, largest first, as receipts.ts' byThousands counts them. */
const POWER_WORDS = ['trilyon', 'bilyon', 'milyon', 'libo'] as const;

/** Words joined to what they count: isa → isang, milyon → milyong, apat → apat na. */
function linked(words: string): string {
  if (/[aeiou]$/.test(words)) return `${words}ng`;
  if (words.endsWith('n')) return `${words}g`;
  return `${words} na`;
}

/** 1–99: 'lima', 'labing-apat', "dalawampu't isa". */
function underHundred(n: number): string {
  if (n < 10) return ONES[n]!;
  if (n < 20) return TEENS[n - 10]!;
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)]!;
  return unit === 0 ? tens : `${tens}'t ${ONES[unit]}`;
}

/** 1–9 hundreds: 'isang daan', 'apat na raan'. */
function hundreds(n: number): string {
  const count = linked(ONES[n]!);
  return `${count} ${count.endsWith(' na') ? 'raan' : 'daan'}`;
}

/**
 * A whole number in Filipino words, lower case: 1250 → 'isang libo dalawang daan at limampu',
 * 1005 → 'isang libo at lima', 125000 → "isang daan at dalawampu't limang libo".
 */
export function numberInWordsFil(n: number): string {
  const { counts, rest } = byThousands(n);
  if (n === 0) return ONES[0];
  const parts = counts.flatMap((count, i) =>
    count > 0 ? [`${linked(numberInWordsFil(count))} ${POWER_WORDS[i]}`] : [],
  );
  if (rest >= 100) parts.push(hundreds(Math.floor(rest / 100)));
  const last = rest % 100;
  if (last === 0) return parts.join(' ');
  const words = underHundred(last);
  return parts.length > 0 ? `${parts.join(' ')} at ${words}` : words;
}

/**
 * The amount of a receipt in Filipino words, the centavos as a fraction of 100 (pesosInWords' form):
 * 125000 → 'Isang libo dalawang daan at limampung piso at 00/100'; 50 → 'Sero piso at 50/100'.
 */
export function pesosInWordsFil(centavos: number): string {
  const { whole, fraction } = pesosAndCentavos(centavos);
  const pesos = whole === 0 ? 'sero piso' : `${linked(numberInWordsFil(whole))} piso`;
  const words = `${pesos} at ${fraction}/100`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The window of a receipt's remaining figure in Filipino: 'Nobyembre 2026', 'taon ng membership 2026 - 2027'. */
export function receiptWindowLabelFil(window: ReceiptWindow): string {
  const start = parseIsoDate(window.start);
  if (window.kind === 'membershipYear') {
    return fillPositions(receiptMessagesFil.receiptMembershipYear, [
      String(start.year),
      String(parseIsoDate(window.end).year),
    ]);
  }
  const month = new Intl.DateTimeFormat(LANGUAGE_LOCALES.fil, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(start.year, start.month - 1, 1)),
  );
  return `${month} ${start.year}`;
}
