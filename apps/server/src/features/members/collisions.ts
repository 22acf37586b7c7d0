import type { Queryable } from '../../core/members.ts';
import { unresolvedIdNumberCollisions } from './queries.ts';

/**
 * The server log's line about members whose ID numbers migration 0004 found to share a key with an
 * older member's (DECISIONS 40), while their ID number is not corrected; null when there are none.
 * The members stay (their key carries a '#<member id>' suffix) and are listed in the table
 * id_number_key_collisions; the office corrects the ID number with Update Member.
 */
export async function idNumberCollisionReport(db: Queryable): Promise<string | null> {
  const collisions = await unresolvedIdNumberCollisions(db);
  if (collisions.length === 0) return null;
  const list = collisions.map(
    (c) =>
      `${c.referenceNumber} (ID ${JSON.stringify(c.idNumber)}, member ${c.memberId}) has the ID number of ` +
      `${c.sameAsReferenceNumber} (ID ${JSON.stringify(c.sameAsIdNumber)}, member ${c.sameAsMemberId})`,
  );
  return (
    `${collisions.length} member(s) share an ID number with an older member once case, spaces, dashes, ` +
    `dots, slashes and full-width or invisible characters are ignored; correct their ID number ` +
    `(table id_number_key_collisions): ${list.join('; ')}`
  );
}
