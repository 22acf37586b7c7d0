/**
 * The access log (issue 27 item 3, DECISIONS 46): every read of a member's personal data and every
 * download holding personal data leaves one entry — who, what, which member or how many rows, when,
 * from which address. Reads are not writes: these entries live beside the activity log, not in it.
 */
import { accessLogMessages } from './access-log-messages.ts';

/**
 * What was read. A kind about one member names it; a kind about many names how many rows.
 * Routes carry their kind in their definition (`config.accessLog`), so the list of personal reads
 * lives on the routes themselves.
 */
export const ACCESS_KINDS = [
  'member.details',
  'member.id_card',
  'member.image',
  'member.services',
  'member.renewals',
  'member.access_log',
  /** Issue 25: the messages sent to a member; issue 27: how the member may be reached (consent). */
  'member.messages',
  'member.reach',
  /** Issue 27 item 4: the member data report (printable and JSON), when it is built. */
  'member.data_report',
  'id_cards.batch',
  'reports.print',
  'reports.csv',
  'claims_report.csv',
  'activity_log.csv',
  'export.sql',
  'export.storage',
  'import.refused_rows',
  'access_log.page',
  'access_log.csv',
  /** Issue 27 item 5: the record-retention worklist (names of the members due for removal). */
  'retention.worklist',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** Whether an entry of this kind names one member or counts rows. */
export type AccessSubject = 'member' | 'rows';

export const ACCESS_KIND_SUBJECT: Record<AccessKind, AccessSubject> = {
  'member.details': 'member',
  'member.id_card': 'member',
  'member.image': 'member',
  'member.services': 'member',
  'member.renewals': 'member',
  'member.access_log': 'member',
  'member.messages': 'member',
  'member.reach': 'member',
  'member.data_report': 'member',
  'id_cards.batch': 'rows',
  'reports.print': 'rows',
  'reports.csv': 'rows',
  'claims_report.csv': 'rows',
  'activity_log.csv': 'rows',
  'export.sql': 'rows',
  'export.storage': 'rows',
  'import.refused_rows': 'rows',
  'access_log.page': 'rows',
  'access_log.csv': 'rows',
  'retention.worklist': 'rows',
};

export function isAccessKind(value: string): value is AccessKind {
  return (ACCESS_KINDS as readonly string[]).includes(value);
}

/** Kept as long as the activity log (DECISIONS 46). */
export const ACCESS_RETENTION_MONTHS = 12;
export const ACCESS_LOG_PAGE_SIZE = 50;
/** The member profile's "Who viewed this member" section. */
export const MEMBER_ACCESS_PAGE_SIZE = 10;

/** 'Viewed the details', with the image named for an image ('Viewed an image: signature'). */
export function accessWhat(kind: string, detail: string | null): string {
  const label = isAccessKind(kind) ? accessLogMessages.kindLabels[kind] : kind;
  return detail ? `${label}: ${accessLogMessages.detailLabels[detail] ?? detail}` : label;
}

// Every kind has its label (a missing one fails to compile here).
const _everyKindLabelled: Record<AccessKind, string> = accessLogMessages.kindLabels;
void _everyKindLabelled;
