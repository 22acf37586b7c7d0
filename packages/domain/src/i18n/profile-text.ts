/**
 * My Profile's own texts (issue 26): the account, personal information, password, two-step sign-in
 * and sessions sections, and the page shown while head admins require two-step sign-in. The server's
 * answers are in second-step-messages.ts and session-messages.ts; profile-text-fil.ts holds the
 * Filipino of the same keys. Nested groups, `{{name}}` placeholders, `_one` / `_other` plurals.
 */
export const profileText = {
  page: {
    title: 'My Profile',
    description: 'Your administrator account on the portal.',
    loading: 'Loading your profile',
    tryAgain: 'Try again',
  },
  account: {
    title: 'Account',
    description: 'Your email, username and role are changed by a Head Administrator.',
    email: 'Email',
    username: 'Username',
    role: 'Role',
  },
  /** The roles the portal names (another role is shown as its holder wrote it). */
  roles: {
    head_admin: 'Head Administrator',
    admin_assistant: 'Administrative Assistant',
  },
  personal: {
    title: 'Personal information',
    save: 'Save changes',
  },
  fields: {
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    maidenName: 'Maiden name',
    dob: 'Date of birth',
    gender: 'Gender',
    civilStatus: 'Civil status',
    contactNumber: 'Contact number',
  },
  password: {
    title: 'Change password',
    description: 'Your other signed-in sessions are signed out when the password changes.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
  },
  secondStep: {
    title: 'Two-step sign-in',
    description: 'After your password, logging in asks for a code from an authenticator app on your phone.',
    loading: 'Loading two-step sign-in',
    status: 'Status:',
    on: 'On',
    off: 'Off',
    requiredForAll: 'Required for every administrator.',
    turnOff: 'Turn off',
    setUp: 'Set up two-step sign-in',
    close: 'Close',
    turnOffTitle: 'Turn off two-step sign-in?',
    turnOffBody:
      'Logging in will ask for your password only. Your other sessions end. Enter your current password to confirm.',
  },
  setup: {
    intro:
      'After your password, logging in asks for a 6-digit code from an authenticator app on your phone. Enter your current password to begin.',
    continue: 'Continue',
    stepOpenApp:
      'Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, …).',
    stepScan: 'Scan this QR code with it, or type the key below.',
    stepEnter: 'Enter the 6 digits the app shows.',
    qrAlt: 'QR code of your two-step sign-in key',
    key: 'Key',
    codeLabel: 'Authentication code',
    codeDescription: 'The 6 digits your authenticator app shows now.',
    turnOn: 'Turn on',
    backupIntro:
      'Each backup code logs you in once when your phone is not at hand. Print them or write them down, and keep them somewhere safe: they are not shown again.',
    backupCodes: 'Backup codes',
    saved: 'I have saved my backup codes',
    done: 'Done',
  },
  required: {
    title: 'Set up two-step sign-in',
    signOut: 'Sign out',
  },
  sessions: {
    title: 'Where you are signed in',
    description: 'Each browser signed in to your account. Ending a session signs that browser out at once.',
    signOutOthers: 'Sign out everywhere else',
    caption: 'Your sessions',
    empty: 'No sessions.',
    endSession: 'End session',
    endSessionOn: 'End session on {{browser}}',
    endOneTitle: 'End this session?',
    endOthersTitle: 'Sign out everywhere else?',
    endOneBody: 'Sign out {{browser}}? That browser is signed out at once.',
    endOthersBody_one:
      'End your other session? Those browsers are signed out at once; you stay signed in on this one.',
    endOthersBody_other:
      'End your {{count}} other sessions? Those browsers are signed out at once; you stay signed in on this one.',
    cancel: 'Cancel',
  },
} as const;
