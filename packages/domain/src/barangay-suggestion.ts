/**
 * The nearest listed barangay to a name typed otherwise (issue 24 item 4): an imported row's
 * 'Bayanan 1' is refused with "Did you mean 'Bayanan I'?". Names are compared on a folded form —
 * case, accents, punctuation and spaces ignored, 'Santa'/'Santo' as 'Sta'/'Sto', a leading
 * 'Barangay'/'Brgy' dropped, numbers as roman numerals — then by edit distance.
 */
import { place } from './place/index.ts';

const ROMAN: readonly [number, string][] = [
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

/** 1 → 'i', 14 → 'xiv' (1 to 39; other numbers stay digits). */
function roman(n: number): string {
  if (n < 1 || n > 39) return String(n);
  let rest = n;
  let text = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      text += letters;
      rest -= value;
    }
  }
  return text;
}

const WORDS: Record<string, string> = { santa: 'sta', santo: 'sto' };

/** How a barangay name is compared: 'Bayanan 1', 'BAYANAN-I' and 'bayanan i' all fold to 'bayanani'. */
export function barangayFoldKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  if (words.length > 1 && (words[0] === 'barangay' || words[0] === 'brgy' || words[0] === 'bgy'))
    words.shift();
  return words.map((w) => (/^\d+$/.test(w) ? roman(Number(w)) : (WORDS[w] ?? w))).join('');
}

/** Levenshtein distance, stopping early once every path is longer than `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The listed barangay `typed` most likely means, or null: the one with the same folded form, else
 * the single nearest one within a few edits (one for short names, up to three for long ones). Two
 * equally near names ('San Vicente': Central, East, …) suggest none.
 */
export function suggestBarangay(
  typed: string,
  barangays: readonly string[] = place.barangays,
): string | null {
  const key = barangayFoldKey(typed);
  if (key === '') return null;
  // A file repeats its misspellings: each list's folded names and answers are kept (a thousand at most).
  let known = memo.get(barangays);
  if (!known) {
    known = { folded: barangays.map((name) => ({ name, key: barangayFoldKey(name) })), answers: new Map() };
    memo.set(barangays, known);
  }
  const cached = known.answers.get(key);
  if (cached !== undefined) return cached;
  const answer = nearest(key, known.folded);
  if (known.answers.size < 1000) known.answers.set(key, answer);
  return answer;
}

const memo = new WeakMap<
  readonly string[],
  { folded: { name: string; key: string }[]; answers: Map<string, string | null> }
>();

/** The listed name of the same folded form, else the single nearest within the limit. */
function nearest(key: string, folded: readonly { name: string; key: string }[]): string | null {
  const same = folded.find((b) => b.key === key);
  if (same) return same.name;
  const limit = Math.min(3, Math.max(1, Math.floor(key.length / 4)));
  let best: string | null = null;
  let bestDistance = limit + 1;
  let tie = false;
  for (const b of folded) {
    const distance = editDistance(key, b.key, limit);
    if (distance < bestDistance) {
      best = b.name;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance && distance <= limit) tie = true;
  }
  return best !== null && !tie ? best : null;
}
