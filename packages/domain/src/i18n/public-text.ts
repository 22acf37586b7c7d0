/**
 * The public pages' own texts (issue 26): login, password reset, the second sign-in step, /scan and
 * the public member card, and the language switch shown on every page. English here is the source;
 * public-text-fil.ts holds the Filipino of the same keys. Sentences the spec names stay in
 * messages.ts. A text with a number gets `_one` / `_other` forms and a `{{count}}` (see translator.ts).
 */
export const publicText = {
  language: {
    label: 'Language',
  },
  frame: {
    programName: '{{city}} Health Assistance Program',
    programOffice: 'City Government of {{town}} · {{province}}',
    staffFooter: 'For authorised City Health Office staff. Activity on this portal is logged.',
    titleSuffix: '{{title}} — {{city}} Health Assistance Portal',
  },
  login: {
    title: 'Log in',
    intro: 'Administrator access to the membership portal.',
    loginLabel: 'Username or email',
    passwordLabel: 'Password',
    forgot: 'Forgot password?',
    submit: 'Log in',
    newStaff: 'New staff member?',
    register: 'Register',
  },
  reset: {
    requestTitle: 'Reset your password',
    requestIntro:
      'Enter the email address of your account and we will send you a link to set a new password.',
    emailLabel: 'Email',
    cancel: 'Cancel',
    send: 'Send Reset Email',
    title: 'Set a new password',
    intro: 'Choose a new password for your administrator account.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Set new password',
    goToLogin: 'Go to login',
    backToLogin: 'Back to login',
  },
  register: {
    title: 'Administrator registration',
    documentTitle: 'Register',
    intro:
      'Create your staff account. The first administrator registered is approved at once as Head Administrator; a Head Administrator reviews every later registration before its first log-in. Fields marked with an asterisk (*) are required.',
    personal: 'Personal Information',
    account: 'Account Information',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    role: 'Role',
    roleOther: 'Please specify your role',
    submit: 'Register',
  },
  secondStep: {
    intro: 'Two-step sign-in: the code from your authenticator app.',
    codeLabel: 'Authentication code',
    codeDescription: 'The 6 digits your authenticator app shows now.',
    backupLabel: 'Backup code',
    verify: 'Verify',
    useBackup: 'Use a backup code instead',
    useApp: 'Use the authenticator app instead',
    back: 'Back',
  },
  scan: {
    title: 'Scan a Member QR Code',
    intro:
      'Point the camera at the QR code on a member’s card, choose a picture of it, or type the reference number printed under it to see the membership status.',
    statusLabel: 'Scanner status',
    referenceSection: 'Reference number',
    startCamera: 'Start Camera',
    stopCamera: 'Stop Camera',
    cameraPreview: 'Camera preview',
    noCamera: 'No camera',
    cameraOff: 'Camera is off',
    imageSection: 'Image file',
    imageDrop: 'Drop a PNG or JPEG picture of a member QR code here, or',
    imageButton: 'Scan an image file',
    scanInstead: 'Scan a QR code instead',
    scanAnother: 'Scan another code',
  },
  reference: {
    formLabel: 'Look up a reference number',
    label: 'Reference number',
    description: 'Printed under the QR code on the member’s card.',
    submit: 'Show member card',
  },
  card: {
    title: 'Member Card',
    loading: 'Loading the member card',
    member: 'Member',
    referenceNumber: 'Reference Number',
    registrationDate: 'Registration Date',
    expiryDate: 'Expiry Date',
    pleaseWait: 'Please wait',
    status: { Active: 'Active', Expired: 'Expired' },
  },
} as const;
