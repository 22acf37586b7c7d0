/**
 * The renewal pages' own texts (issue 26): Membership Renewals, the printable renewal worklist, the
 * member profile's renewals and the Renew dialog. English here is the source, word for word as the
 * pages showed it; renewals-text-fil.ts holds the Filipino of the same keys. Sentences the spec names
 * stay in messages.ts. A text with a number has `_one` / `_other` forms and a `{{count}}`.
 */
export const renewalsText = {
  list: {
    title: 'Membership Renewals',
    description: 'Members whose membership has expired or expires within 60 days.',
    total_one: '{{count}} member expired or expiring within 60 days',
    total_other: '{{count}} members expired or expiring within 60 days',
    /** More members due than the list counts (cappedTotal). */
    totalMore: 'More than {{limit}} members expired or expiring within 60 days',
    printWorklist: 'Print worklist',
    emptyFiltered: 'Try another search or clear the filters.',
    emptyHint: 'Members whose membership has expired or expires within 60 days appear here.',
    loading: 'Loading the renewals list',
    caption: 'Members due for renewal, soonest expiry first',
    filtersLabel: 'Filter the renewals list',
    windowLabel: 'Membership',
    renew: 'Renew',
    renewMember: 'Renew {{name}}',
  },
  windows: {
    all: 'All due',
    expired: 'Expired',
    within30: 'Within 30 days',
    within60: 'Within 60 days',
  },
  columns: {
    name: 'Name',
    reference: 'Reference No.',
    barangay: 'Barangay',
    contact: 'Contact number',
    expiry: 'Expiry',
    reached: 'Reached',
    reminder: 'Reminder',
  },
  daysLeft: {
    left_one: '{{count}} day left',
    left_other: '{{count}} days left',
    expiredToday: 'Expired today',
    overdue_one: '{{count}} day overdue',
    overdue_other: '{{count}} days overdue',
  },
  worklist: {
    title: 'Renewal worklist',
    description:
      'Members whose membership expires within 30 days, by barangay, for the barangay health workers.',
    back: 'Membership Renewals',
    print: 'Print',
    loading: 'Loading the worklist',
    sheetTitle: 'Membership renewal worklist',
    sheetSubtitle: 'Members whose membership expires within the next 30 days',
    date: 'Date: ',
    barangay: 'Barangay: ',
    members: 'Members: ',
    allBarangays: 'All barangays',
    groupLabel: 'Barangay {{barangay}}',
    groupMembers: 'Members of {{barangay}}',
    remindedBy: 'Reminded by {{channel}} on {{on}}',
    notReminded: 'Not reminded yet',
    footer:
      'Tick “Reached” once the member has been told about renewing; every membership on this list can already be renewed.',
  },
  member: {
    title: 'Membership renewals',
    renew: 'Renew membership',
    opensOn: 'Renewal opens on {{date}}.',
    loading: 'Loading the renewals',
    caption: 'Renewals of this membership, newest first',
    renewedOn: 'Renewed on',
    expiry: 'Expiry',
    by: 'By',
    note: 'Note',
    to: 'to',
    renewed: 'Renewed {{when}}',
    renewedBy: 'Renewed {{when}} by {{name}}',
  },
  modal: {
    title: 'Renew membership',
    confirm: 'Confirm renewal',
    intro:
      'Renew the membership of {{name}} for 3 more years, counted from the later of the current expiry and today.',
    currentExpiry: 'Current expiry',
    newExpiry: 'New expiry',
    noteLabel: 'Note (optional)',
    noteDescription: 'Anything the office wants to remember about this renewal, up to {{max}} characters.',
  },
} as const;
