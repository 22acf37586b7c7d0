/**
 * The Administrators page's own texts (issue 26): approval, the two-step requirement, ending an
 * administrator's sessions. The server's answers are in messages.ts, second-step-messages.ts and
 * session-messages.ts; admins-text-fil.ts holds the Filipino of the same keys. Nested groups,
 * `{{name}}` placeholders, `_one` / `_other` plurals.
 */
export const adminsText = {
  page: {
    title: 'Administrators',
    description: 'Approve staff registrations before they can sign in, and see who has access.',
  },
  secondStep: {
    title: 'Two-step sign-in',
    require: 'Require two-step sign-in for every administrator',
    requireDescription: 'Administrators without it set it up at their next request, before any page.',
    enrolled_one: '{{enrolled}} of {{count}} approved administrator has it on.',
    enrolled_other: '{{enrolled}} of {{count}} approved administrators have it on.',
  },
  pending: {
    title: 'Pending approval',
    caption: 'Registrations waiting for approval',
    empty: 'No pending registrations.',
    approve: 'Approve',
    approveOf: 'Approve {{email}}',
    reject: 'Reject',
    rejectOf: 'Reject {{email}}',
  },
  approved: {
    title: 'Approved',
    caption: 'Approved administrators',
    empty: 'No approved administrators.',
    resetSecondStep: 'Reset two-step',
    resetSecondStepOf: 'Reset two-step sign-in of {{email}}',
    endSessions: 'End sessions',
    endSessionsOf: 'End sessions of {{email}}',
    deactivate: 'Deactivate',
    deactivateOf: 'Deactivate {{email}}',
  },
  rejected: {
    title: 'Rejected',
    caption: 'Rejected registrations',
  },
  deactivated: {
    title: 'Deactivated',
    caption: 'Deactivated administrators',
    reactivate: 'Reactivate',
    reactivateOf: 'Reactivate {{email}}',
  },
  /** The roles the portal names (another role is shown as its holder wrote it). */
  roles: {
    head_admin: 'Head Administrator',
    admin_assistant: 'Administrative Assistant',
  },
  columns: {
    name: 'Name',
    email: 'Email',
    username: 'Username',
    role: 'Role',
    registered: 'Registered',
    secondStep: 'Two-step',
    on: 'On',
    off: 'Off',
  },
  confirm: {
    cancel: 'Cancel',
    close: 'Close',
    rejectTitle: 'Reject registration?',
    rejectBody:
      'Reject the registration of {{name}} ({{email}})? They will not be able to sign in to the portal.',
    rejectConfirm: 'Reject',
    deactivateTitle: 'Deactivate administrator?',
    deactivateBody:
      'Deactivate {{name}} ({{email}})? Their sessions end now and they cannot sign in until a Head Administrator reactivates them.',
    deactivateConfirm: 'Deactivate',
    resetTitle: 'Reset two-step sign-in?',
    resetBody:
      'Reset the two-step sign-in of {{name}} ({{email}})? Their key and backup codes stop working and their sessions end; they log in with their password and set it up again.',
    resetConfirm: 'Reset',
  },
  endSessions: {
    title: 'End sessions?',
    body: 'Where {{name}} ({{email}}) is signed in. Ending their sessions signs them out at once on every browser; they can sign in again.',
    caption: 'Sessions of {{name}}',
    empty: 'Not signed in anywhere.',
    confirm: 'End all sessions',
  },
} as const;
