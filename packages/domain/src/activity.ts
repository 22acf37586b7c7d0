/**
 * The activity log's actions (DECISIONS 36): every write of the portal leaves one entry with
 * who, what and which member. Each action names the details it carries; the sentence shown to
 * people is made from them here, once.
 */

import { messages } from './messages.ts';
import { formatPesos } from './money.ts';

/** The member an entry is about. */
export type ActivityMember = { memberId: string; memberRef: string; memberName: string };
type ActivityBeneficiary = ActivityMember & { beneficiaryId: string; beneficiaryName: string };

/** What each action records besides who and when. */
export type ActivityDetailsOf = {
  'member.registered': ActivityMember;
  'member.updated': ActivityMember;
  'member.archived': ActivityMember;
  'member.restored': ActivityMember;
  'beneficiary.added': ActivityBeneficiary;
  'beneficiary.removed': ActivityBeneficiary;
  /** The claim's id is added by the statement that inserts the claim. */
  'claim.created': ActivityMember & { serviceType: string; amountCentavos: number; date: string };
  'service_limit.updated': { serviceType: string; oldMaxCentavos: number; newMaxCentavos: number };
};
export type ActivityAction = keyof ActivityDetailsOf;

export const ACTIVITY_ACTIONS = [
  'member.registered',
  'member.updated',
  'member.archived',
  'member.restored',
  'beneficiary.added',
  'beneficiary.removed',
  'claim.created',
  'service_limit.updated',
] as const satisfies readonly ActivityAction[];

/** The entry as stored: its details plus the sentence, so the log reads the same after names change. */
export type ActivityEntry<A extends ActivityAction = ActivityAction> = {
  action: A;
  details: ActivityDetailsOf[A] & { description: string };
};

const describe: { [A in ActivityAction]: (d: ActivityDetailsOf[A]) => string } = {
  'member.registered': (d) => messages.memberRegisteredActivity(d.memberName),
  'member.updated': (d) => messages.memberUpdatedActivity(d.memberName),
  'member.archived': (d) => messages.memberArchivedActivity(d.memberName),
  'member.restored': (d) => messages.memberRestoredActivity(d.memberName),
  'beneficiary.added': (d) => messages.beneficiaryAddedActivity(d.beneficiaryName, d.memberName),
  'beneficiary.removed': (d) => messages.beneficiaryRemovedActivity(d.beneficiaryName, d.memberName),
  'claim.created': (d) => messages.claimActivity(d.serviceType, formatPesos(d.amountCentavos), d.memberName),
  'service_limit.updated': (d) =>
    messages.limitChangedActivity(
      d.serviceType,
      formatPesos(d.oldMaxCentavos),
      formatPesos(d.newMaxCentavos),
    ),
};

/** The entry to store for `action` with `details`, its sentence included. */
export function activityEntry<A extends ActivityAction>(
  action: A,
  details: ActivityDetailsOf[A],
): ActivityEntry<A> {
  return { action, details: { ...details, description: describe[action](details) } };
}
