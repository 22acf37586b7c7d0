/**
 * The admin pages' own texts shared by every area (issue 26): the shell, shared components and
 * states every page has. An area's own texts are in its `*-messages.ts` (or a text catalogue of its
 * own beside this one). Nested groups of strings, `{{name}}` placeholders, `_one` / `_other` plurals.
 */
export const adminText = {
  common: {
    checkingSession: 'Checking your session…',
    loading: 'Loading…',
    tryAgain: 'Try again',
    cancel: 'Cancel',
    notKnown: 'Not known',
  },
  /** The frame around every admin page (AdminLayout). */
  shell: {
    skipToContent: 'Skip to content',
    openNavigation: 'Open navigation',
    navigation: 'Admin navigation',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{name}}',
    documentTitle: '{{title}} — Calapan City Health Assistance Portal',
  },
  /** The navigation's labels (CONTRACT: Admin layout labels), by page. */
  nav: {
    dashboard: 'Dashboard',
    members: 'Registered Members',
    registration: 'Member Registration',
    scanner: 'QR Scanner',
    reports: 'Reports',
    claimsReport: 'Claims Report',
    archived: 'Archived Members',
    renewals: 'Membership Renewals',
    activityLog: 'Activity Log',
    messages: 'Messages',
    templates: 'Message templates',
    exportDb: 'Export Database',
    accessLog: 'Access Log',
    admins: 'Administrators',
    settings: 'Settings',
    profile: 'My Profile',
  },
  /** Signing in again over the page when the session ended (SessionSignInModal). */
  reauth: {
    title: 'Log in again',
    intro:
      'Log in to continue. What you entered on this page is kept, and what you were saving is sent once you are logged in.',
    signOut: 'Sign out',
    logIn: 'Log in',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
    /** A searched list that counted only so far (cappedTotal): more pages than it knows of. */
    pageOfMore: 'Page {{page}} of {{pages}}+',
  },
  table: {
    actions: 'Actions',
  },
  errorSummary: {
    label: 'Problems to fix',
  },
  sessions: {
    browser: 'Browser',
    address: 'Address',
    signedIn: 'Signed in',
    lastActive: 'Last active',
  },
  activity: {
    openProfile: 'Open profile',
    openProfileOf: 'Open profile of {{reference}}',
  },
  filters: {
    search: 'Search',
    searchPlaceholder: 'Name, ID or reference number',
    barangay: 'Barangay',
    allBarangays: 'All barangays',
    allAdministrators: 'All administrators',
    selectedAdministrator: 'Selected administrator',
  },
  dateField: {
    chooseOnCalendar: 'Choose {{label}} on a calendar',
    theDate: 'the date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
    monthLevelControl: 'Choose the month',
    yearLevelControl: 'Choose the year',
  },
  textLimit: {
    upTo: 'Up to {{max}} characters',
    typed: '{{length}} of {{max}} characters',
  },
  /** A member's status badge (StatusBadge). */
  status: {
    active: 'Active',
    expired: 'Expired',
    archived: 'Archived',
    expiring_one: 'Expiring in {{count}} day',
    expiring_other: 'Expiring in {{count}} days',
    /** A member's report status by its claims state (REPORT_STATUS_LABELS, issue 23). */
    report: {
      'No Claims': 'No claims',
      Active: 'Under ₱10,000',
      'High Claims': '₱10,000 or more',
      Expired: 'Expired',
    },
  },
  print: {
    print: 'Print',
  },
  /** The question before a QR code leaves the screen while the public address is local only. */
  addressCheck: {
    title: 'Confirm the public address first?',
    leadsTo:
      'The QR code leads to {{address}}, which only the server’s own computer can open: members’ phones will not.',
    confirm: 'Confirm the address',
    confirmThen: 'members’ phones can reach, then {{verb}}.',
    askHeadAdmin: 'Ask a Head Administrator to confirm the portal’s public address, then {{verb}}.',
    anyway: '{{verb}} anyway',
    /** The actions it guards, as a button names them and in running text. */
    verbs: { Print: 'Print', Save: 'Save' },
    verbsInText: { Print: 'print', Save: 'save' },
  },
  /** An administrator's personal information (registration and My Profile). */
  adminFields: {
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    maidenName: 'Maiden name',
    dob: 'Date of birth',
    gender: 'Gender',
    selectGender: 'Select gender',
    civilStatus: 'Civil status',
    selectCivilStatus: 'Select civil status',
    contactNumber: 'Contact number',
    contactNumberPlaceholder: '+63 9XX XXX XXXX',
    genders: { male: 'Male', female: 'Female', other: 'Other' },
    civilStatuses: {
      single: 'Single',
      married: 'Married',
      widowed: 'Widowed',
      separated: 'Separated',
      divorced: 'Divorced',
    },
  },
} as const;
