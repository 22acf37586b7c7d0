/**
 * The activity log's actions (DECISIONS 36): every write of the portal leaves one entry with
 * who, what and which member. Each action names the details it carries; the sentences shown to
 * people are made from them here, once.
 */

import { accessLogMessages } from './access-log-messages.ts';
import { activityMessages } from './activity-messages.ts';
import { backupMessages } from './backup-messages.ts';
import { exportTableLabel, rowCount } from './export-filter.ts';
import { importMessages } from './import-messages.ts';
import { dataReportMessages } from './member-data-report-messages.ts';
import { MESSAGE_CHANNEL_LABELS, messageKindLabel, messageListMessages } from './message-list-messages.ts';
import { formatPesos } from './money.ts';
import { reachLabels, reachMessages } from './reach-messages.ts';
import { retentionMessages } from './retention-messages.ts';
import { secondStepMessages } from './second-step-messages.ts';
import { sessionCount, sessionMessages } from './session-messages.ts';
import { settingsMessages } from './settings-messages.ts';

/** The member an entry is about. */
export type ActivityMember = { memberId: string; memberRef: string; memberName: string };
type ActivityBeneficiary = ActivityMember & { beneficiaryId: string; beneficiaryName: string };
/** Another administrator an entry is about (approval, rejection). */
type ActivityAdmin = { adminId: string; adminName: string };

/** An import batch an entry is about: its file and how many members it holds. */
type ActivityImport = { batchId: string; fileName: string; members: number };

/** What each action records besides who and when. */
export type ActivityDetailsOf = {
  'member.registered': ActivityMember;
  'member.updated': ActivityMember;
  'member.archived': ActivityMember;
  'member.restored': ActivityMember;
  /** Issue 27 item 4 (DECISIONS 47): a head admin produced the member data report (page or JSON). */
  'member.data_report': ActivityMember;
  'member.renewed': ActivityMember & { previousExpiry: string; newExpiry: string; note: string | null };
  /** A bulk import (DECISIONS 38): one entry for the whole batch. */
  'members.imported': ActivityImport & { refused: number };
  /** A head admin undid an import batch: its members were deleted. */
  'members.import_undone': ActivityImport;
  /** Issue 24 item 4: a bulk upload of ID pictures and e-signatures, one entry for the upload. */
  'members.images_uploaded': { images: number; members: number; unmatched: number };
  'beneficiary.added': ActivityBeneficiary;
  'beneficiary.removed': ActivityBeneficiary;
  /** The claim's id is added by the statement that inserts the claim. */
  'claim.created': ActivityMember & {
    serviceType: string;
    amountCentavos: number;
    date: string;
    /** A correction (DECISIONS 51): the voided claim this one replaces. */
    correctsClaimId?: string;
  };
  /** DECISIONS 51: a claim voided, with why; it no longer counts anywhere. */
  'claim.voided': ActivityMember & {
    claimId: string;
    serviceType: string;
    amountCentavos: number;
    date: string;
    reason: string;
  };
  /** DECISIONS 52: an acknowledgment receipt printed (its number; a reprint when printed before). */
  'receipt.printed': ActivityMember & { claimId: string; receiptNumber: string; reprint: boolean };
  'service_limit.updated': { serviceType: string; oldMaxCentavos: number; newMaxCentavos: number };
  /** DECISIONS 53: one save of the office details on Settings, each changed field from what to what. */
  'settings.office_updated': { changes: OfficeDetailChange[] };
  /** DECISIONS 54: the public address confirmed (first-run setup or Settings); null: none before. */
  'settings.public_address_confirmed': { address: string; previous: string | null };
  'admin.registered': { email: string };
  'admin.signed_in': Record<string, never>;
  'admin.signed_out': Record<string, never>;
  'admin.approved': ActivityAdmin;
  'admin.rejected': ActivityAdmin;
  'admin.deactivated': ActivityAdmin;
  'admin.reactivated': ActivityAdmin;
  'account.password_reset': Record<string, never>;
  'account.profile_updated': Record<string, never>;
  'account.password_changed': Record<string, never>;
  /** Issue 27 item 2: one of one's other sessions ended from My Profile (the browser in plain words). */
  'account.session_ended': { browser: string; ipAddress: string | null };
  /** Every other session of one's own ended from My Profile. */
  'account.other_sessions_ended': { sessions: number };
  /** A head admin ended every session of another administrator. */
  'admin.sessions_ended': ActivityAdmin & { sessions: number };
  /** Issue 27 item 1: one's two-step sign-in turned on (enrolled) or off, from My Profile. */
  'account.second_step_enrolled': Record<string, never>;
  'account.second_step_turned_off': Record<string, never>;
  /** A head admin reset another administrator's two-step sign-in (their sessions ended). */
  'admin.second_step_reset': ActivityAdmin;
  /** A head admin required two-step sign-in of every administrator, or stopped requiring it. */
  'admin.second_step_requirement_changed': { required: boolean };
  /** The retention job (DECISIONS 36: entries are kept 12 months). */
  'activity_log.purged': { deleted: number; olderThan: string };
  /** DECISIONS 46: the access log's entries older than 12 months deleted (by the portal). */
  'access_log.purged': { deleted: number; olderThan: string };
  /** DECISIONS 34: the filter, the tables and the rows of each; `completed` false when the download was cut off. */
  'database.exported': ExportDetails & { tables: string[]; rows: Record<string, number> };
  'storage.exported': ExportDetails & { files: number; bytes: number };
  /** DECISIONS 49: a head admin ran a backup now (the nightly one is the portal's, with no entry). */
  'backup.started': { backupId: string };
  /** Issue 25 item 5: a head admin saved a member message template (one entry per save). */
  'message_template.saved': { kind: string; channel: 'sms' | 'email'; language: 'en' | 'fil' };
  /** Issue 25 item 6: a head admin queued a failed message again, or cancelled a queued one. */
  'message.retried': ActivityMessage;
  'message.cancelled': ActivityMessage;
  /** Issue 27 item 5 (DECISIONS 48): one confirmed removal of the due members' personal data. */
  'members.personal_data_removed': { members: number; years: number };
};
/** An outbox message an entry is about, and its member when it is about one. */
type ActivityMessage = { messageId: string; kind: string; channel: 'sms' | 'email'; recipient: string } & (
  | ActivityMember
  | Record<never, never>
);
const messageWords = (d: ActivityMessage) =>
  [messageKindLabel(d.kind), MESSAGE_CHANNEL_LABELS[d.channel] ?? d.channel, d.recipient] as const;
const ofMessageMember = (d: ActivityMessage) => ('memberRef' in d ? ` (${d.memberRef})` : '');
/** A template's kind, channel and language as the log names them. */
const templateWords = (d: ActivityDetailsOf['message_template.saved']) =>
  [
    reachLabels.kinds[d.kind as keyof typeof reachLabels.kinds] ?? d.kind,
    reachLabels.channels[d.channel],
    reachLabels.languageOptions[d.language],
  ] as const;
/** One changed field of the office details; '' is a blank contact number. */
export type OfficeDetailChange = { field: 'name' | 'address' | 'phone'; from: string; to: string };
const OFFICE_FIELD_LABELS: Record<OfficeDetailChange['field'], string> = {
  name: settingsMessages.officeNameLabel,
  address: settingsMessages.officeAddressLabel,
  phone: settingsMessages.officePhoneLabel,
};
const officeChanges = (changes: OfficeDetailChange[]) =>
  changes
    .map((c) => `${OFFICE_FIELD_LABELS[c.field]} from '${c.from || '(none)'}' to '${c.to || '(none)'}'`)
    .join('; ');
type ExportDetails = { filterType: string; filterValue: string | null; completed: boolean };
export type ActivityAction = keyof ActivityDetailsOf;

export const ACTIVITY_ACTIONS = [
  'member.registered',
  'member.updated',
  'member.archived',
  'member.restored',
  'member.data_report',
  'member.renewed',
  'members.imported',
  'members.import_undone',
  'members.images_uploaded',
  'beneficiary.added',
  'beneficiary.removed',
  'claim.created',
  'claim.voided',
  'receipt.printed',
  'service_limit.updated',
  'settings.office_updated',
  'settings.public_address_confirmed',
  'admin.registered',
  'admin.signed_in',
  'admin.signed_out',
  'admin.approved',
  'admin.rejected',
  'admin.deactivated',
  'admin.reactivated',
  'account.password_reset',
  'account.profile_updated',
  'account.password_changed',
  'account.session_ended',
  'account.other_sessions_ended',
  'admin.sessions_ended',
  'account.second_step_enrolled',
  'account.second_step_turned_off',
  'admin.second_step_reset',
  'admin.second_step_requirement_changed',
  'activity_log.purged',
  'access_log.purged',
  'database.exported',
  'storage.exported',
  'backup.started',
  'message_template.saved',
  'message.retried',
  'message.cancelled',
  'members.personal_data_removed',
] as const satisfies readonly ActivityAction[];

/** How the filter names each action. */
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  'member.registered': 'Member registered',
  'member.updated': 'Member updated',
  'member.archived': 'Member archived',
  'member.restored': 'Member restored',
  'member.data_report': 'Member data report produced',
  'member.renewed': 'Membership renewed',
  'members.imported': 'Members imported',
  'members.import_undone': 'Import undone',
  'members.images_uploaded': 'Images uploaded',
  'beneficiary.added': 'Beneficiary added',
  'beneficiary.removed': 'Beneficiary removed',
  'claim.created': 'Claim recorded',
  'claim.voided': 'Claim voided',
  'receipt.printed': 'Receipt printed',
  'service_limit.updated': 'Service limit changed',
  'settings.office_updated': 'Office details changed',
  'settings.public_address_confirmed': 'Public address confirmed',
  'admin.registered': 'Administrator registered',
  'admin.signed_in': 'Signed in',
  'admin.signed_out': 'Signed out',
  'admin.approved': 'Administrator approved',
  'admin.rejected': 'Administrator rejected',
  'admin.deactivated': 'Administrator deactivated',
  'admin.reactivated': 'Administrator reactivated',
  'account.password_reset': 'Password reset',
  'account.profile_updated': 'Own profile updated',
  'account.password_changed': 'Password changed',
  'account.session_ended': 'Session ended',
  'account.other_sessions_ended': 'Other sessions ended',
  'admin.sessions_ended': 'Administrator signed out everywhere',
  'account.second_step_enrolled': 'Two-step sign-in turned on',
  'account.second_step_turned_off': 'Two-step sign-in turned off',
  'admin.second_step_reset': 'Two-step sign-in reset',
  'admin.second_step_requirement_changed': 'Two-step sign-in requirement changed',
  'activity_log.purged': 'Old entries deleted',
  'access_log.purged': 'Old access-log entries deleted',
  'database.exported': 'Database exported',
  'storage.exported': 'Storage files exported',
  'backup.started': 'Backup run',
  'message_template.saved': 'Message template saved',
  'message.retried': 'Message sent again',
  'message.cancelled': 'Message cancelled',
  'members.personal_data_removed': 'Personal data removed (retention)',
};

/**
 * Who an entry's administrator is in the member data report, which does not name the portal's staff
 * (its records keep their ids): 'An administrator registered member …'.
 */
export const UNNAMED_ADMIN = 'An administrator';

/** Entries are kept this many months (the Data Privacy Policy's retention). */
export const ACTIVITY_RETENTION_MONTHS = 12;
export const ACTIVITY_PAGE_SIZE = 50;

/** The entry as stored: its details plus the sentence, so the log reads the same after names change. */
export type ActivityEntry<A extends ActivityAction = ActivityAction> = {
  action: A;
  details: ActivityDetailsOf[A] & { description: string };
};

const peso = formatPesos;
const membersCount = (n: number) => `${n.toLocaleString('en-PH')} ${n === 1 ? 'member' : 'members'}`;
const ofMember = (d: ActivityMember) => `${d.memberName} (${d.memberRef})`;

/** The stored description (without who did it). */
const describe: { [A in ActivityAction]: (d: ActivityDetailsOf[A]) => string } = {
  'member.registered': (d) => activityMessages.memberRegisteredActivity(d.memberName),
  'member.updated': (d) => activityMessages.memberUpdatedActivity(d.memberName),
  'member.archived': (d) => activityMessages.memberArchivedActivity(d.memberName),
  'member.restored': (d) => activityMessages.memberRestoredActivity(d.memberName),
  'member.data_report': (d) => dataReportMessages.producedActivity(ofMember(d)),
  'member.renewed': (d) => activityMessages.renewedActivity(d.memberName, d.newExpiry),
  'members.imported': (d) => activityMessages.importedActivity(String(d.members), d.fileName),
  'members.import_undone': (d) => activityMessages.importUndoneActivity(String(d.members), d.fileName),
  'members.images_uploaded': (d) => importMessages.imagesActivity(String(d.images), membersCount(d.members)),
  'beneficiary.added': (d) => activityMessages.beneficiaryAddedActivity(d.beneficiaryName, d.memberName),
  'beneficiary.removed': (d) => activityMessages.beneficiaryRemovedActivity(d.beneficiaryName, d.memberName),
  'claim.created': (d) => activityMessages.claimActivity(d.serviceType, peso(d.amountCentavos), d.memberName),
  'claim.voided': (d) =>
    `Voided the claim of ${peso(d.amountCentavos)} for ${d.serviceType} of ${d.memberName}: ${d.reason}`,
  'receipt.printed': (d) =>
    `${d.reprint ? 'Reprinted' : 'Printed'} receipt ${d.receiptNumber} for ${d.memberName}`,
  'service_limit.updated': (d) =>
    activityMessages.limitChangedActivity(d.serviceType, peso(d.oldMaxCentavos), peso(d.newMaxCentavos)),
  'settings.office_updated': (d) => settingsMessages.officeDetailsActivity(officeChanges(d.changes)),
  'settings.public_address_confirmed': (d) => settingsMessages.publicAddressActivity(d.address),
  'admin.registered': (d) => `Registered as an administrator (${d.email})`,
  'admin.signed_in': () => 'Signed in',
  'admin.signed_out': () => 'Signed out',
  'admin.approved': (d) => `Approved administrator ${d.adminName}`,
  'admin.rejected': (d) => `Rejected administrator ${d.adminName}`,
  'admin.deactivated': (d) => `Deactivated administrator ${d.adminName}`,
  'admin.reactivated': (d) => `Reactivated administrator ${d.adminName}`,
  'account.password_reset': () => 'Reset their password',
  'account.profile_updated': () => 'Updated their own profile',
  'account.password_changed': () => 'Changed their password',
  'account.session_ended': (d) => sessionMessages.sessionEndedActivity(d.browser),
  'account.other_sessions_ended': (d) => sessionMessages.otherSessionsEndedActivity(sessionCount(d.sessions)),
  'admin.sessions_ended': (d) =>
    sessionMessages.adminSessionsEndedActivity(d.adminName, sessionCount(d.sessions)),
  'account.second_step_enrolled': () => secondStepMessages.enrolledActivity,
  'account.second_step_turned_off': () => secondStepMessages.turnedOffActivity,
  'admin.second_step_reset': (d) => secondStepMessages.resetActivity(d.adminName),
  'admin.second_step_requirement_changed': (d) =>
    secondStepMessages.requirementActivity(d.required ? 'required' : 'no longer required'),
  'activity_log.purged': (d) => `Deleted ${d.deleted} activity-log entries older than ${d.olderThan}`,
  'access_log.purged': (d) => accessLogMessages.purgedActivity(d.deleted, d.olderThan),
  // Plain words (issue 24): the tables by what they hold, counts in correct English.
  'database.exported': (d) =>
    `Exported ${rowCount(sumRows(d.rows))} of ${d.tables.map(exportTableLabel).join(', ')} (${periodOf(d)})${d.completed ? '' : ', cut off'}`,
  'storage.exported': (d) =>
    `Exported ${d.files.toLocaleString('en-PH')} ${d.files === 1 ? 'stored file' : 'stored files'} (${periodOf(d)})${d.completed ? '' : ', cut off'}`,
  'backup.started': () => backupMessages.backupStartedActivity,
  'message_template.saved': (d) => reachMessages.templateSavedActivity(...templateWords(d)),
  'message.retried': (d) => messageListMessages.retriedActivity(...messageWords(d)),
  'message.cancelled': (d) => messageListMessages.cancelledActivity(...messageWords(d)),
  'members.personal_data_removed': (d) =>
    activityMessages.personalDataRemovedActivity(
      membersCount(d.members),
      retentionMessages.yearsLabel(d.years),
    ),
};

const periodOf = (d: ExportDetails) => (d.filterType === 'all' ? 'all' : `${d.filterType} ${d.filterValue}`);
const sumRows = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

/** What the log page says, who first: 'Maria Santos recorded a claim of ₱1,200.00 for ULTRASOUND for REF-…'. */
const sentence: { [A in ActivityAction]: (who: string, d: ActivityDetailsOf[A]) => string } = {
  'member.registered': (who, d) => `${who} registered member ${ofMember(d)}`,
  'member.updated': (who, d) => `${who} updated the profile of ${ofMember(d)}`,
  'member.archived': (who, d) => `${who} archived member ${ofMember(d)}`,
  'member.restored': (who, d) => `${who} restored member ${ofMember(d)}`,
  'member.data_report': (who, d) => `${who} produced the member data report of ${ofMember(d)}`,
  'member.renewed': (who, d) => `${who} renewed the membership of ${ofMember(d)} until ${d.newExpiry}`,
  'members.imported': (who, d) =>
    `${who} imported ${d.members} members from ${d.fileName} (${d.refused} rows refused)`,
  'members.images_uploaded': (who, d) =>
    `${who} stored ${d.images} ID pictures and e-signatures for ${membersCount(d.members)} (bulk upload, ${d.unmatched} files left out)`,
  'members.import_undone': (who, d) =>
    `${who} undid the import of ${d.fileName}: ${d.members} members removed`,
  'beneficiary.added': (who, d) => `${who} added beneficiary ${d.beneficiaryName} to ${ofMember(d)}`,
  'beneficiary.removed': (who, d) => `${who} removed beneficiary ${d.beneficiaryName} from ${ofMember(d)}`,
  'claim.created': (who, d) =>
    `${who} recorded a claim of ${peso(d.amountCentavos)} for ${d.serviceType} for ${d.memberRef}${d.correctsClaimId ? ' (a correction)' : ''}`,
  'claim.voided': (who, d) =>
    `${who} voided a claim of ${peso(d.amountCentavos)} for ${d.serviceType} for ${d.memberRef}: ${d.reason}`,
  'receipt.printed': (who, d) =>
    `${who} ${d.reprint ? 'reprinted' : 'printed'} receipt ${d.receiptNumber} for ${d.memberRef}`,
  'service_limit.updated': (who, d) =>
    `${who} changed the ${d.serviceType} limit from ${peso(d.oldMaxCentavos)} to ${peso(d.newMaxCentavos)}`,
  'settings.office_updated': (who, d) => `${who} changed the office details: ${officeChanges(d.changes)}`,
  'settings.public_address_confirmed': (who, d) =>
    `${who} confirmed the public address ${d.address}${d.previous ? ` (was ${d.previous})` : ''}`,
  'admin.registered': (who, d) => `${who} registered as an administrator (${d.email})`,
  'admin.signed_in': (who) => `${who} signed in`,
  'admin.signed_out': (who) => `${who} signed out`,
  'admin.approved': (who, d) => `${who} approved administrator ${d.adminName}`,
  'admin.rejected': (who, d) => `${who} rejected administrator ${d.adminName}`,
  'admin.deactivated': (who, d) => `${who} deactivated administrator ${d.adminName}`,
  'admin.reactivated': (who, d) => `${who} reactivated administrator ${d.adminName}`,
  'account.password_reset': (who) => `${who} reset their password`,
  'account.profile_updated': (who) => `${who} updated their own profile`,
  'account.password_changed': (who) => `${who} changed their password`,
  'account.session_ended': (who, d) =>
    `${who} ended one of their sessions (${d.browser}${d.ipAddress ? `, ${d.ipAddress}` : ''})`,
  'account.other_sessions_ended': (who, d) =>
    `${who} ended their other sessions (${sessionCount(d.sessions)})`,
  'admin.sessions_ended': (who, d) =>
    `${who} ended every session of administrator ${d.adminName} (${sessionCount(d.sessions)})`,
  'account.second_step_enrolled': (who) => `${who} turned on two-step sign-in`,
  'account.second_step_turned_off': (who) => `${who} turned off two-step sign-in`,
  'admin.second_step_reset': (who, d) => `${who} reset the two-step sign-in of administrator ${d.adminName}`,
  'admin.second_step_requirement_changed': (who, d) =>
    `${who} ${d.required ? 'required' : 'stopped requiring'} two-step sign-in for every administrator`,
  'activity_log.purged': (who, d) =>
    `${who} deleted ${d.deleted} activity-log entries older than ${d.olderThan} (12-month retention)`,
  'access_log.purged': (who, d) =>
    `${who} d${accessLogMessages.purgedActivity(d.deleted, d.olderThan).slice(1)} (12-month retention)`,
  'database.exported': (who, d) => `${who} e${describe['database.exported'](d).slice(1)}`,
  'storage.exported': (who, d) => `${who} e${describe['storage.exported'](d).slice(1)}`,
  'backup.started': (who) => `${who} started a backup of the database and the stored files`,
  'message_template.saved': (who, d) =>
    `${who} s${reachMessages.templateSavedActivity(...templateWords(d)).slice(1)}`,
  'message.retried': (who, d) => {
    const [kind, channel, recipient] = messageWords(d);
    return `${who} queued the ${channel} '${kind}' to ${recipient}${ofMessageMember(d)} again`;
  },
  'message.cancelled': (who, d) => {
    const [kind, channel, recipient] = messageWords(d);
    return `${who} cancelled the ${channel} '${kind}' to ${recipient}${ofMessageMember(d)}`;
  },
  'members.personal_data_removed': (who, d) =>
    `${who} r${describe['members.personal_data_removed'](d).slice(1)}`,
};

/** The entry to store for `action` with `details`, its sentence included. */
export function activityEntry<A extends ActivityAction>(
  action: A,
  details: ActivityDetailsOf[A],
): ActivityEntry<A> {
  return { action, details: { ...details, description: describe[action](details) } };
}

export function isActivityAction(value: string): value is ActivityAction {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(value);
}

/**
 * An entry in plain words with who did it ('The portal' for the portal's own jobs). A stored entry
 * of an action this version does not know reads as its stored description.
 */
export function activitySentence(
  who: string | null,
  action: string,
  details: Record<string, unknown>,
): string {
  const actor = who ?? 'The portal';
  if (isActivityAction(action)) {
    try {
      return (sentence[action] as (w: string, d: unknown) => string)(actor, details);
    } catch {
      // Details written by an older version: fall back to the stored description.
    }
  }
  return `${actor}: ${String(details.description ?? action)}`;
}
