/**
 * The texts of Export Database (issue 26) that were written in the page itself, with the tables'
 * names and descriptions as the page shows them (export-filter.ts keeps the English ones for the
 * activity log and the file). Nested groups of strings, `{{name}}` placeholders, `_one` / `_other`
 * plurals with `{{count}}`; export-text-fil.ts holds the Filipino.
 */
export const exportText = {
  page: {
    title: 'Export Database',
    description:
      'Download the data as an SQL file that loads into PostgreSQL, and the stored files as a zip.',
    choiceTitle: 'What to export',
    region: 'Export',
    exportData: 'Export Data',
    exportStorage: 'Export Storage Files',
    sqlLabel: 'SQL',
    storageLabel: 'Storage',
    verifyIntro:
      "Verify sends the file you just saved back to the server, which loads it into a throw-away database and counts the rows of each table against the file's closing comment.",
    verify: 'Verify',
    noTables: 'Choose at least one table to export data.',
    counting: 'Counting rows and files…',
    holds: 'This choice holds {{rows}} and {{files}}.',
    rows_one: '{{count}} row',
    rows_other: '{{count}} rows',
    files_one: '{{count}} stored file',
    files_other: '{{count}} stored files',
  },
  filter: {
    label: 'Filter by',
    all: 'All',
    month: 'Month',
    week: 'Week',
    year: 'Year',
    allHint: 'Every row of the chosen tables, whenever it was created.',
    weekNumber: 'Week {{week}}',
  },
  tables: {
    label: 'Tables',
    description: 'The tables the SQL file holds.',
    names: {
      members: 'Members',
      claimed_services: 'Claims',
      members_beneficiary: 'Beneficiaries',
      claims_history: 'Claims of ended membership years',
      renewals: 'Renewals',
      notifications: 'Notifications',
      admins: 'Administrators',
      user: 'Administrators’ sign-in names',
    },
    descriptions: {
      members: 'Personal details, address, membership dates',
      claimed_services: 'Every claim that counts (a voided claim is not among them)',
      members_beneficiary: 'The beneficiaries of each member',
      claims_history:
        'The claims above whose membership year has ended (DECISIONS 24): a copy for the records, not extra claims',
      renewals: 'Each renewal: previous and new expiry, who renewed',
      notifications: 'New members, expiries, limits reached',
      admins: 'Staff accounts (names, roles; no passwords)',
    },
  },
  download: {
    progress: '{{label}} download in progress',
    running: 'Downloading… {{size}} received',
    saved: '{{file}} saved: {{size}}',
    bytes_one: '{{count}} bytes',
    bytes_other: '{{count}} bytes',
  },
  verify: {
    ok: 'The file loads and holds every row it lists',
    failed: 'The file did not verify',
    caption: 'Verification by table',
    table: 'Table',
    inFile: 'Rows in the file',
    loaded: 'Rows loaded',
    result: 'Result',
    rowOk: 'OK',
    mismatch: 'Mismatch',
  },
} as const;
