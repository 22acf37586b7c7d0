/**
 * The texts of the Messages page (issue 25 item 6, DECISIONS 43): every message the portal sends,
 * from the outbox, with retry and cancel; the member profile's Messages section; the renewal
 * worklist's "Reminded by SMS on …". Beside the catalogue (messages.ts), not in it, so the log-in page
 * carries none of them; the catalogue's check (message-catalogue.ts) knows them.
 */

/** What each kind of message is called on screen. Kinds this version does not know: `messageKindLabel`. */
export const MESSAGE_KIND_LABELS: Record<string, string> = {
  verification: 'E-mail verification',
  password_reset: 'Password reset',
  welcome: 'Welcome',
  renewal_60: 'Renewal reminder, 60 days before',
  renewal_30: 'Renewal reminder, 30 days before',
  renewal_7: 'Renewal reminder, 7 days before',
  renewal_0: 'Renewal reminder, expiry day',
  renewed: 'Renewal confirmation',
};

/** The kinds the Kind filter offers (what the portal writes today). */
export const MESSAGE_KINDS = Object.keys(MESSAGE_KIND_LABELS);

/** The renewal reminders (DECISIONS 43): the worklist's "Reminded by …" reads the latest of these. */
export const RENEWAL_REMINDER_KINDS = ['renewal_60', 'renewal_30', 'renewal_7', 'renewal_0'] as const;

/** A kind's label; one this version does not know reads as its words ('some_new_kind' → 'Some new kind'). */
export function messageKindLabel(kind: string): string {
  const known = MESSAGE_KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[_.-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : kind;
}

export const MESSAGE_STATUS_LABELS = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
} as const;

export const MESSAGE_CHANNEL_LABELS = { sms: 'SMS', email: 'E-mail' } as const;

export const messageListMessages = {
  messagesTitle: 'Messages',
  messagesDescription: 'Every SMS and e-mail the portal sends, newest first.',
  messagesHeadAdminOnly: 'Only a Head Administrator can see every message the portal sends.',
  messageNotFound: 'Message not found.',
  retryOnlyFailed: 'Only a failed message can be sent again.',
  retryWithoutConsent:
    'The member no longer agrees to reminders by this channel, so this message cannot be sent again.',
  cancelOnlyQueued: 'Only a queued message can be cancelled.',
  cancelWhileSending: 'This message is being sent right now and can no longer be cancelled.',
  invalidCursor: 'This page of messages can no longer be read; go back to the first page.',
  messageRetried: 'The message is queued and goes out with the next sending.',
  messageCancelled: 'The message is cancelled and will not be sent.',
  cancelledByAdmin: (name: string) => `Cancelled by ${name}.`,
  retryConfirmTitle: 'Send this message again?',
  retryConfirm:
    'It is queued now and sent at the next pass (SMS between 08:00 and 20:00). Its attempts so far are kept; if it fails again it is marked failed again.',
  cancelConfirmTitle: 'Cancel this message?',
  cancelConfirm: 'It will not be sent. A cancelled message cannot be queued again.',
  retryAction: 'Send again',
  cancelAction: 'Cancel message',
  keepAction: 'Keep it',
  noMessages: 'No messages yet.',
  noMessagesHint: 'Verification mails, password resets and member reminders appear here once written.',
  noMatchingMessages: 'No message matches these filters.',
  noMatchingHint: 'Try other filters or clear them.',
  memberMessagesTitle: 'Messages',
  memberNoMessages: 'No message has been sent to this member yet.',
  memberMessagesMore: 'Only the newest 50 are listed.',
  seeAllMessages: 'See all on Messages',
  olderMessages: 'Older',
  newerMessages: 'Newer',
  firstMessages: 'Newest',
  loadingMessages: 'Loading the messages',
  remindedBy: (channel: string, on: string) => `Reminded by ${channel} on ${on}`,
  notReminded: 'Not reminded yet',
  remindedHeader: 'Reminder',
  retriedActivity: (kind: string, channel: string, recipient: string) =>
    `Queued the ${channel} '${kind}' to ${recipient} again`,
  cancelledActivity: (kind: string, channel: string, recipient: string) =>
    `Cancelled the ${channel} '${kind}' to ${recipient}`,
};

/** The Messages page's and the profile section's labels (not refusals: outside the catalogue's check). */
export const messageListLabels = {
  navLabel: 'Messages',
  filterRegion: 'Filter the messages',
  status: 'Status',
  allStatuses: 'All statuses',
  channel: 'Channel',
  allChannels: 'All channels',
  kind: 'Kind',
  allKinds: 'All kinds',
  member: 'Member',
  memberPlaceholder: 'Reference number or name',
  from: 'From',
  to: 'To',
  clearFilters: 'Clear filters',
  tableCaption: 'Messages, newest first',
  written: 'Written',
  message: 'Message',
  answer: 'Gateway’s answer',
  sent: 'Sent',
  actions: 'Actions',
  accountMail: 'Administrator’s account mail',
  attempts: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`,
  lastAttempt: (when: string) => `Last attempt ${when}`,
  nextAttempt: (when: string) => `Goes ${when} or later`,
  providerId: (id: string) => `Gateway id ${id}`,
  notSent: 'Not sent',
  pageOf: (page: number) => `Page ${page}`,
  pagesNav: 'Pages',
  viewMember: (ref: string) => `View member ${ref}`,
  retryShort: 'Send again',
  cancelShort: 'Cancel',
  retryFor: (kind: string, recipient: string) => `Send again: ${kind} to ${recipient}`,
  cancelFor: (kind: string, recipient: string) => `Cancel: ${kind} to ${recipient}`,
  templatesLink: 'Message templates',
  close: 'Close',
};
