/** Searching members by name or ID number, the same way on every list (members, renewals, reports). */
import { and, type SQL, sql } from 'drizzle-orm';
import { members } from '../db/schema/index.ts';

/** `%word%` with LIKE's wildcards escaped. */
function containing(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The words of a search (at most 8). */
export const searchWords = (search: string | undefined): string[] =>
  (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);

/**
 * Every word must occur in the lower-cased "first middle last suffix id-number" text (a generated
 * column with a trigram index); undefined when there is nothing to search for.
 */
export function memberSearch(search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${members.searchText} like ${containing(word)}`));
}
