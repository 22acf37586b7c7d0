/**
 * The Messages page (issue 25 item 6, DECISIONS 43): every message of the outbox for head admins,
 * a member's messages for the profile, and the two things a head admin may do to one — send a
 * failed one again, cancel a queued one — each a conditional update with one activity-log entry.
 * The sender's own sends are in this list, never in the activity log.
 */
import {
  type ActivityMember,
  adminFullName,
  MESSAGES_PAGE_SIZE,
  type MemberMessages,
  type MessageAction,
  type MessageList,
  type MessageListQuery,
  type MessageView,
  memberFullName,
  messageKindLabel,
  messageListMessages,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { requireMember } from '../../core/members.ts';
import { HttpError } from '../../http/errors.ts';
import {
  cancelQueued,
  findMessage,
  type MessageKey,
  type MessageRow,
  messagePage,
  requeueFailed,
  retryWantsConsent,
} from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now' | 'outbox'>;

export const messageNotFound = () =>
  new HttpError(404, 'MESSAGE_NOT_FOUND', messageListMessages.messageNotFound);

const instant = (value: Date | null) => (value ? value.toISOString() : null);

/** The member's name (a message's member columns come from a left join). */
const nameOf = (row: MessageRow) =>
  memberFullName({
    firstName: row.firstName ?? '',
    middleName: row.middleName,
    lastName: row.lastName ?? '',
    suffix: row.suffix,
  });

function toView(row: MessageRow): MessageView {
  const member = row.memberId !== null && row.referenceNumber !== null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    memberId: row.memberId,
    memberName: member ? nameOf(row) : null,
    memberRef: row.referenceNumber,
    kind: row.kind,
    kindLabel: messageKindLabel(row.kind),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    // An administrator's account mail carries a sign-in or reset link: never shown to anyone else.
    text: row.memberId !== null ? row.body : null,
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: instant(row.lastAttemptAt),
    nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    providerMessageId: row.providerMessageId,
    sentAt: instant(row.sentAt),
    canRetry: row.status === 'failed',
    canCancel: row.status === 'queued',
  };
}

/** `<created_at to the microsecond>|<id>`, base64url: the page after the last message shown. */
function cursorOf(row: MessageRow): string {
  return Buffer.from(`${row.createdKey}|${row.id}`, 'utf8').toString('base64url');
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function readCursor(cursor: string | undefined): MessageKey | null {
  if (!cursor) return null;
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || Number.isNaN(Date.parse(match[1]!))) {
    throw new HttpError(400, 'INVALID_CURSOR', messageListMessages.invalidCursor);
  }
  return { at: match[1]!, id: match[2]! };
}

/** A page of 50, newest first; `nextCursor` leads to the next 50 older ones. */
export async function messageList(deps: Deps, query: MessageListQuery): Promise<MessageList> {
  const after = readCursor(query.cursor);
  const rows = await messagePage(
    deps.db,
    {
      status: query.status,
      channel: query.channel,
      kind: query.kind,
      from: query.from,
      to: query.to,
      member: query.member,
      timeZone: deps.config.timeZone,
    },
    after,
    MESSAGES_PAGE_SIZE + 1,
  );
  const shown = rows.slice(0, MESSAGES_PAGE_SIZE);
  return {
    messages: shown.map(toView),
    pageSize: MESSAGES_PAGE_SIZE,
    nextCursor: rows.length > MESSAGES_PAGE_SIZE ? cursorOf(shown[shown.length - 1]!) : null,
  };
}

/** The member's newest 50 messages (404 for no such member). */
export async function memberMessages(deps: Deps, memberId: string): Promise<MemberMessages> {
  const member = await requireMember(deps.db, memberId);
  const rows = await messagePage(
    deps.db,
    { memberId: member.id, timeZone: deps.config.timeZone },
    null,
    MESSAGES_PAGE_SIZE + 1,
  );
  return { messages: rows.slice(0, MESSAGES_PAGE_SIZE).map(toView), more: rows.length > MESSAGES_PAGE_SIZE };
}

/** What the activity entry says about the message (and its member). */
function activityDetails(row: MessageRow) {
  const member: ActivityMember | Record<never, never> =
    row.memberId !== null && row.referenceNumber !== null
      ? { memberId: row.memberId, memberRef: row.referenceNumber, memberName: nameOf(row) }
      : {};
  return { messageId: row.id, kind: row.kind, channel: row.channel, recipient: row.recipient, ...member };
}

/** Why the conditional update changed nothing: the row is gone, or in another status. */
async function refusal(deps: Deps, id: string, action: 'retry' | 'cancel'): Promise<HttpError> {
  const row = await findMessage(deps.db, id);
  if (!row) return messageNotFound();
  if (action === 'retry') {
    if (await retryWantsConsent(deps.db, id))
      return new HttpError(409, 'MESSAGE_NO_CONSENT', messageListMessages.retryWithoutConsent);
    return new HttpError(409, 'MESSAGE_NOT_FAILED', messageListMessages.retryOnlyFailed);
  }
  return row.status === 'sending'
    ? new HttpError(409, 'MESSAGE_SENDING', messageListMessages.cancelWhileSending)
    : new HttpError(409, 'MESSAGE_NOT_QUEUED', messageListMessages.cancelOnlyQueued);
}

/**
 * A failed message queued again, due at once (SMS still wait for 08:00–20:00). Attempts are kept
 * (the count is the message's whole history); its 24 hours of retries still count from when it was
 * written, so a retry that fails again is failed again rather than retried for another day.
 */
export async function retryMessage(deps: Deps, admin: SignedInAdmin, id: string): Promise<MessageAction> {
  const row = await deps.db.transaction(async (tx) => {
    if (!(await requeueFailed(tx, id, deps.now()))) return null;
    const updated = (await findMessage(tx, id))!;
    await recordActivity(tx, admin, 'message.retried', activityDetails(updated));
    return updated;
  });
  if (!row) throw await refusal(deps, id, 'retry');
  deps.outbox.nudge();
  return { message: messageListMessages.messageRetried, outboxMessage: toView(row) };
}

/** A queued message cancelled; one being sent this moment is refused (it is past stopping). */
export async function cancelMessage(deps: Deps, admin: SignedInAdmin, id: string): Promise<MessageAction> {
  const reason = messageListMessages.cancelledByAdmin(adminFullName(admin));
  const row = await deps.db.transaction(async (tx) => {
    if (!(await cancelQueued(tx, id, reason))) return null;
    const updated = (await findMessage(tx, id))!;
    await recordActivity(tx, admin, 'message.cancelled', activityDetails(updated));
    return updated;
  });
  if (!row) throw await refusal(deps, id, 'cancel');
  return { message: messageListMessages.messageCancelled, outboxMessage: toView(row) };
}
