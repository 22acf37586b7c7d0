/**
 * The notifications' own texts (issue 26, DECISIONS 30): the header's bell and the notifications
 * list. A notification's stored title and message are catalogue texts (messages.ts,
 * backup-messages.ts), shown through `tr`. notifications-text-fil.ts holds the Filipino.
 */
export const notificationsText = {
  bell: {
    unread: 'Notifications, {{shown}} unread',
    noneUnread: 'Notifications, none unread',
  },
  page: {
    title: 'Notifications',
    unreadNewestFirst_one: '{{count}} unread · newest first',
    unreadNewestFirst_other: '{{count}} unread · newest first',
    description: 'Expired memberships, members without claims, high claims, limit warnings and new members.',
    markAllRead: 'Mark all read',
    type: 'Type',
    allTypes: 'All types',
    loading: 'Loading notifications',
    list: 'Notifications',
    hintFiltered: 'Try another type or all types.',
    hint: 'New members, expiries and claims raise them here.',
  },
  item: {
    unread: 'Unread',
    markRead: 'Mark read',
    markReadOf: 'Mark read: {{title}}, {{subject}}',
    expiredOn: 'Expired on {{date}}',
    windowFrom: 'Window from {{date}}',
    viewMember: 'View member {{name}} ({{reference}})',
    viewImport: 'View the import of {{file}}',
    backups: 'Backups on the dashboard',
  },
  types: {
    new: 'New member',
    import: 'Import',
    expired: 'Expired',
    no_claims: 'No claims',
    high_claims: 'High claims',
    limit_warning: 'Limit warning',
    backup_failed: 'Backup failed',
    backup_stale: 'No recent backup',
  },
} as const;
