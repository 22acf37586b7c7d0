/**
 * Searching members by name, ID number or reference number, the same way on every list (members,
 * renewals, reports) and in the find box. The words are the domain's (searchWords: white space and
 * commas separate them, any order); they are looked for in `members.search_text`, the lower-cased
 * "first middle last suffix id-number id-number-key reference-number" (migration 0015), through its
 * trigram index.
 */
import { searchAlternatives, searchWords } from '@portal/domain';
import { and, or, type SQL, sql } from 'drizzle-orm';
import { members } from '../db/schema/index.ts';

export { searchWords };

/** `%text%` with LIKE's wildcards escaped. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const contains = (text: string) => sql`${members.searchText} like ${containing(text)}`;

/**
 * Every word must occur in the search text; a text with a digit also matches when its ID-number key
 * occurs there (DECISIONS 40: 'id12345' finds 'ID-12 345'), and is looked for by the key alone when a
 * word holds it (searchAlternatives). Undefined when there is nothing to search for.
 */
export function memberSearch(search: string | undefined): SQL | undefined {
  const sets = searchAlternatives(search);
  if (sets.length === 0) return undefined;
  return or(...sets.map((words) => and(...words.map(contains))!));
}
