/**
 * Finding a member in one step (issue 23 item 1): what a text typed in the find box — or typed there
 * by a handheld QR scanner, which reads the code like a keyboard and presses Enter — asks for. The
 * search words are also the members lists' search (Registered Members, Archived Members, Renewals,
 * Reports), so a name or a number finds the same members everywhere.
 */
import { idNumberKey, parseScannedReference } from './members.ts';
import { messages } from './messages.ts';
import { isReferenceNumber } from './reference.ts';

/** At most this many members are listed under the find box. */
export const FIND_MATCHES_LIMIT = 8;

/** A search uses at most this many words; the rest are left out. */
export const SEARCH_WORDS_LIMIT = 8;

/** The longest text the find box sends (a QR code's JSON payload fits with room to spare). */
export const FIND_QUERY_MAX_LENGTH = 200;

/**
 * The words of a search: the text split at white space and commas, lower-cased, at most 8. A member
 * matches when every word occurs in their name, ID number or reference number, in any order, so
 * 'Mendoza, Juan', 'juan mendoza' and 'Mendoza Juan' are the same search.
 */
export function searchWords(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, SEARCH_WORDS_LIMIT);
}

/**
 * The ID-number key of a searched text that has a digit in it, so an ID number typed without (or
 * with other) dashes, spaces, dots or slashes still finds the member (DECISIONS 40): 'id12345' finds
 * 'ID-12 345'. Null when the text has no digit (a name) or its key is shorter than 3 characters.
 */
export function searchIdNumberKey(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (!/\p{Nd}/u.test(trimmed)) return null;
  const key = idNumberKey(trimmed);
  return key.length >= 3 ? key : null;
}

/**
 * What a members search looks for, as sets of words: a member matches when every word of one set
 * occurs in their name, ID number or reference number. The words themselves, and, for a text with a
 * digit, its ID-number key alone (DECISIONS 40). When one of the words holds the key ('-0042' holds
 * '0042'), every member with the words has the key too, so the key alone is the search: the same
 * members, one condition to look up instead of two. No sets when there is nothing to search for.
 */
export function searchAlternatives(text: string | null | undefined): string[][] {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const key = searchIdNumberKey(text);
  if (!key) return [words];
  if (words.some((word) => word.includes(key))) return [[key]];
  return [words, [key]];
}

/** What a text typed or scanned into the find box asks for. */
export interface FindQuery {
  /**
   * The text came from a QR code: a link (`http://` or `https://`) or a JSON payload. Only the member
   * the code names is looked for; no names are listed.
   */
  scanned: boolean;
  /**
   * The reference number the text names whole: the `ref` of a member QR code's link or JSON payload
   * (DECISIONS 21), or a reference number typed in any letter case; null otherwise.
   */
  referenceNumber: string | null;
  /** The ID-number key of the whole text, looked up as an exact ID number (DECISIONS 40); null for a QR code. */
  idNumberKey: string | null;
  /** The search words listed members must all contain (none for a QR code). */
  words: string[];
  /** The whole text's key when it may be part of an ID number (searchIdNumberKey); null for a QR code. */
  idNumberKeyPart: string | null;
}

const looksScanned = (text: string) => /^https?:\/\//i.test(text) || text.startsWith('{');

/**
 * Reads a find-box text. What counts as exact — Enter opens that member's profile at once: the
 * reference number of a member QR code (its link or JSON payload), a whole reference number, or a
 * whole ID number compared on its key. Anything else is a search by words (searchWords).
 */
export function parseFindQuery(text: string | null | undefined): FindQuery {
  const trimmed = (text ?? '').trim();
  if (looksScanned(trimmed)) {
    return {
      scanned: true,
      referenceNumber: parseScannedReference(trimmed),
      idNumberKey: null,
      words: [],
      idNumberKeyPart: null,
    };
  }
  const upper = trimmed.toUpperCase();
  const key = idNumberKey(trimmed);
  return {
    scanned: false,
    referenceNumber: isReferenceNumber(upper) ? upper : null,
    idNumberKey: key.length > 0 ? key : null,
    words: searchWords(trimmed),
    idNumberKeyPart: searchIdNumberKey(trimmed),
  };
}

/** Whether a find-box text asks for anything at all. */
export function isFindQueryEmpty(query: FindQuery): boolean {
  return !query.scanned && query.words.length === 0;
}

/**
 * What the find box says when Enter finds no member: the scanner's words for a QR code (no reference
 * number in it, or no member with it), else that no member matches.
 */
export function findNoMatchMessage(query: FindQuery): string {
  if (!query.scanned) return messages.findNoMatch;
  return query.referenceNumber ? messages.scanNoMember : messages.scanInvalidFormat;
}
