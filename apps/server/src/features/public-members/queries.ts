import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { members } from '../../db/schema/index.ts';

/**
 * The few columns the public card may show (DECISIONS 22), plus `archivedAt` to leave archived
 * members out. Nothing else is read, so nothing else can leak.
 */
export async function findPublicMember(db: Db, referenceNumber: string) {
  const [row] = await db
    .select({
      firstName: members.firstName,
      middleName: members.middleName,
      lastName: members.lastName,
      suffix: members.suffix,
      referenceNumber: members.referenceNumber,
      registrationDate: members.registrationDate,
      expiryDate: members.expiryDate,
      archivedAt: members.archivedAt,
      anonymizedAt: members.anonymizedAt,
    })
    .from(members)
    .where(eq(members.referenceNumber, referenceNumber))
    .limit(1);
  return row;
}
