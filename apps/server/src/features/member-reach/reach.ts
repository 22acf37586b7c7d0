/** A member's consent and language as the admin profile shows them (DECISIONS 43); never public. */
import { adminFullName, isSmsNumber, type MemberReach } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../core/members.ts';
import { admins, memberConsents } from '../../db/schema/index.ts';

export async function memberReach(deps: Pick<AppContext, 'db'>, memberId: string): Promise<MemberReach> {
  const member = await requireMember(deps.db, memberId);
  const rows = await deps.db
    .select({
      reminderConsent: memberConsents.reminderConsent,
      language: memberConsents.language,
      wordingVersion: memberConsents.wordingVersion,
      recordedAt: memberConsents.recordedAt,
      firstName: admins.firstName,
      lastName: admins.lastName,
    })
    .from(memberConsents)
    .leftJoin(admins, eq(admins.userId, memberConsents.recordedBy))
    .where(eq(memberConsents.memberId, member.id))
    .orderBy(desc(memberConsents.recordedAt), desc(memberConsents.id));
  const history = rows.map((row) => ({
    reminderConsent: row.reminderConsent,
    language: row.language,
    wordingVersion: row.wordingVersion,
    recordedAt: row.recordedAt.toISOString(),
    recordedByName: adminFullName(row),
  }));
  return {
    reminderConsent: member.reminderConsent,
    language: member.language,
    email: member.email,
    phoneNumber: member.phoneNumber,
    smsNumber: isSmsNumber(member.phoneNumber),
    consent: history[0] ?? null,
    history,
  };
}
