/**
 * Consent and language of a member (DECISIONS 43; issue 25 item 1), written by registration and
 * Update Member: the numbers checked and stored as the domain says, every answer recorded with its
 * date, admin and wording, and a withdrawn or changed consent stopping the member's queued messages
 * in the same transaction.
 */
import {
  CONSENT_WORDING,
  checkMemberReach,
  type MemberLanguage,
  type MemberUpdateInput,
  type ReminderConsent,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import { memberConsents, members } from '../db/schema/index.ts';
import { refused } from '../http/errors.ts';
import { cancelQueuedMessagesOf } from '../outbox/enqueue.ts';

/**
 * The member form's input with the phone number and e-mail address as stored (a mobile number as
 * +639XXXXXXXXX), or a 400 naming the field. `previousPhone`: the number stored before an update
 * (a number kept unchanged may stay a landline); undefined at registration.
 */
export function withReachChecked<T extends MemberUpdateInput>(input: T, previousPhone?: string | null): T {
  const phoneChanged = previousPhone === undefined || (input.phoneNumber ?? null) !== previousPhone;
  const check = checkMemberReach(input, { phoneChanged });
  if (!check.ok) throw refused(check);
  return { ...input, phoneNumber: check.phoneNumber ?? undefined, email: check.email ?? undefined };
}

type Answer = { reminderConsent: ReminderConsent; language: MemberLanguage };

/**
 * Records the member's answer (the wording in force, now, by `adminId`) on the row and in the
 * history. `previous`: the answer before an update — nothing is recorded when neither the consent
 * nor the language changed; a consent withdrawn or moved to another channel cancels every queued
 * message of the member at once. Answers how many messages were cancelled.
 */
export async function recordConsent(
  tx: Tx,
  memberId: string,
  adminId: string,
  answer: Answer,
  now: Date,
  previous?: Answer,
): Promise<number> {
  if (
    previous &&
    previous.reminderConsent === answer.reminderConsent &&
    previous.language === answer.language
  ) {
    return 0;
  }
  await tx
    .update(members)
    .set({
      consentRecordedAt: now,
      consentRecordedBy: adminId,
      consentWordingVersion: CONSENT_WORDING.version,
    })
    .where(eq(members.id, memberId));
  await tx.insert(memberConsents).values({
    memberId,
    reminderConsent: answer.reminderConsent,
    language: answer.language,
    wordingVersion: CONSENT_WORDING.version,
    recordedAt: now,
    recordedBy: adminId,
  });
  if (previous && previous.reminderConsent !== answer.reminderConsent) {
    return cancelQueuedMessagesOf(tx, memberId, 'Consent withdrawn or changed.');
  }
  return 0;
}
