/**
 * The texts of the Activity Log page and of My Profile's recent activity (issue 26) that were written
 * in the components themselves; the entries' sentences are in activity-messages.ts and activity.ts.
 * Nested groups of strings, `{{name}}` placeholders, `_one` / `_other` plurals with `{{count}}`;
 * activity-text-fil.ts holds the Filipino.
 */
export const activityText = {
  page: {
    title: 'Activity Log',
    intro: 'Who did what on the portal, newest first.',
    entries_one: '{{count}} entry, newest first',
    entries_other: '{{count}} entries, newest first',
    /** More entries than the log counts (cappedTotal). */
    entriesMore: 'More than {{limit}} entries, newest first',
    exportCsv: 'Export CSV',
    emptyFiltered: 'Try other filters or clear them.',
    emptyUnfiltered: 'Every change made on the portal is listed here.',
    loading: 'Loading the activity log',
  },
  entries: {
    caption: 'Activity, newest first',
    when: 'When',
    activity: 'Activity',
    member: 'Member',
    viewMember: 'View member',
    viewMemberRef: 'View member {{ref}}',
  },
  filters: {
    label: 'Filter the activity log',
    clear: 'Clear filters',
    member: 'Member reference',
    memberPlaceholder: 'REF-…',
    from: 'From',
    to: 'To',
    action: 'Action',
    allActions: 'All actions',
    admin: 'Administrator',
  },
  recent: {
    title: 'Your recent activity',
    fullLog: 'View the full activity log',
    loading: 'Loading your recent activity',
  },
} as const;
