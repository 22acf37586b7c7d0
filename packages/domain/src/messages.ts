/**
 * The message catalogue: every sentence a person sees that the specification
 * (section 8) or DECISIONS.md names, word for word. Nothing user-visible that
 * the spec names is spelled anywhere else.
 */
export const messages = {
  // Sign-in, registration and password reset (spec 5, 8; DECISIONS 19–20)
  loginIncorrect: 'Username/email or password is incorrect',
  loginUnverified: 'Please verify your email before logging in.',
  loginAwaitingApproval: 'Your account is awaiting approval by a Head Administrator.',
  loginRejected: 'Your registration was not approved. Please contact a Head Administrator.',
  loginRateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  loginRequired: 'Please enter your username or email and your password.',
  loginSuccess: 'Login successful!',
  resetEmailRequired: 'Please enter your email address.',
  resetEmailSent: 'Password reset email sent! Please check your inbox.',
  resetPasswordDone: 'Your password has been changed. You can now log in.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  registrationSuccess: 'Registration successful! Please check your email for verification.',
  registrationEmailInUse: 'Registration error: Email already in use',
  registrationUsernameInUse: 'Registration error: Username already in use',
  registrationPasswordPolicy:
    'Registration error: Password must be at least 8 characters with uppercase, lowercase, number, and/or special character',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordIncorrect: 'Your current password is incorrect.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  adminDeactivated: 'Your account has been deactivated. Please contact a Head Administrator.',
  adminDeactivatedDone: 'Administrator deactivated. Their sessions have ended.',
  adminReactivated: 'Administrator reactivated.',
  adminCannotDeactivateSelf: 'You cannot deactivate your own account.',
  adminLastHeadAdmin: 'The last Head Administrator cannot be deactivated.',
  adminNotDeactivatable: 'Only an approved administrator can be deactivated.',
  adminNotReactivatable: 'Only a deactivated administrator can be reactivated.',
  registrationConsentsRequired: 'Please accept all five consents to register.',
  registrationRoleOtherRequired: 'Please specify your role.',
  emailVerified: 'Your email is verified. You can now log in.',
  emailVerifiedAwaitingApproval:
    'Your email is verified. A Head Administrator will now review your registration; you can log in once it is approved.',
  registrationApprovedNext:
    'As the first administrator, your account is approved: verify your email, then log in.',
  registrationAwaitingNext:
    'After you verify your email, a Head Administrator reviews your registration; you can log in once it is approved.',
  adminApproved: 'Administrator approved.',
  adminRejected: 'Administrator registration rejected.',
  headAdminOnly: 'Only a Head Administrator can manage administrators.',
  emailInvalid: 'Please enter a valid email address.',
  usernameInvalid: 'Username must be 3 to 30 characters: letters, numbers, dots or underscores.',
  contactNumberInvalid: 'Please enter a valid contact number.',
  adminDobInvalid: 'Please enter a valid date of birth.',
  adminNotFound: 'Administrator not found.',
  adminCannotChangeSelf: 'You cannot change the approval of your own account.',
  passwordPolicy:
    'Password must be at least 8 characters with uppercase, lowercase, number, and/or special character',

  // Generic
  genericError: 'An error occurred. Please try again.',
  /** DECISIONS 50: the database (or the file store) cannot be reached; nothing was saved. */
  serviceUnavailable:
    'The portal cannot reach its database right now. Nothing was saved. Please try again in a moment.',
  notAuthenticated: 'You are not authenticated! Please log in again.',
  notAnAdmin: 'Your account does not have access to the admin pages.',
  invalidInput: 'Some fields are missing or invalid. Please check the form.',
  requestTooLarge: 'This request is too large. Please send smaller files or shorter text.',
  textNotAllowed: 'Remove the control or text-direction characters from this text.',
  textTooLong: (max: number) => `Must be at most ${max} characters.`,
  fieldTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  notFound: 'Not found.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  crossSiteRequest:
    'This request did not come from the portal and was refused. Please use the portal itself.',
  unsupportedMediaType: 'This request must be sent as JSON or as form data.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
  memberDataNotLoaded: 'Member data not loaded. Please try again.',
  dataStillLoading: 'Data is still loading. Please try again in a moment.',

  // Members
  memberNotFound: 'Member not found.',
  memberRegistered: 'Member registered successfully!',
  memberRegistering: 'Registering member, please wait...',
  memberArchived: 'Member archived successfully.',
  memberArchiveFailed: 'Failed to archive member.',
  memberRestored: 'Member restored successfully.',
  memberRestoreFailed: 'Failed to restore member.',
  memberAlreadyArchived: 'This member is archived.',
  noMembersFound: 'No members found.',
  profileUpdated: 'Profile updated successfully!',
  duplicateIdNumber: 'A member with this ID Number already exists.',
  duplicateReferenceNumber: 'A member with this Reference Number already exists.',
  duplicateNameBirthdateAddress: 'A member with the same name, birthdate, and address already exists.',
  registrationDateOutOfWindow: 'Registration date must be between one year ago and today.',
  imageWrongType: 'Only PNG and JPG images are accepted.',
  idPictureTooLarge: 'ID picture must be 5MB or smaller.',
  signatureTooLarge: 'E-signature must be 2MB or smaller.',
  memberNotArchived: 'This member is not archived.',
  newMemberNotificationTitle: 'New member registered',
  newMemberNotification: (name: string, referenceNumber: string) =>
    `${name} (${referenceNumber}) was registered as a member.`,
  /** Issue 23: a bulk import raises one notification for its batch, not one per member. */
  importNotificationTitle: 'Members imported',
  importNotification: (imported: number, fileName: string, adminName: string) =>
    `${imported.toLocaleString('en-PH')} ${imported === 1 ? 'member was' : 'members were'} imported from ${fileName} by ${adminName}.`,
  expiredNotificationTitle: 'Membership expired',
  expiredNotification: 'The membership has expired. It can be renewed on Membership Renewals.',
  noClaimsNotificationTitle: 'No claims in a year',
  noClaimsNotification: 'A year of this membership term has passed without a claim.',
  highClaimsNotificationTitle: 'High claims',
  highClaimsNotification: (threshold: string) => `Total claimed has reached ${threshold} or more.`,
  limitWarningNotificationTitle: 'Service limit almost reached',
  /** Issue 23: at 100 % the limit is reached, not almost. */
  limitReachedNotificationTitle: 'Service limit reached',
  limitWarningNotification: (service: string, used: string, max: string, percent: string) =>
    `${service}: ${used} of ${max} used (${percent}%) in the current window.`,
  limitWarningCard: (percent: string) => `Limit warning: ${percent}% used`,
  notificationNotFound: 'Notification not found.',
  noNotifications: 'No notifications.',
  beneficiaryNotFound: 'Beneficiary not found.',
  beneficiaryAlreadyRemoved: 'This beneficiary has already been removed.',

  // Beneficiaries
  beneficiaryRequiredFields: 'Please fill in all required fields.',
  beneficiaryAlreadyRegistered: 'This beneficiary is already registered.',
  beneficiaryAlreadyAdded: 'This beneficiary is already added.',
  beneficiaryAdded: 'Beneficiary added successfully!',
  noBeneficiariesFound: 'No beneficiaries found.',
  beneficiaryRemoved: 'Beneficiary removed.',
  beneficiaryRemoveFailed: (reason: string) => `Failed to remove beneficiary: ${reason}`,
  onlyOneSpouse: 'Only one spouse can be registered as a beneficiary.',
  beneficiaryAgeLimit: 'Age must not exceed 21 for Child, Sibling, or Other unless beneficiary is PWD.',
  spouseOrderRequired: 'Please select the spouse order.',
  maximumWives: "Muslim men can have a maximum of 4 wives according to Shari'a law.",

  // Claims and limits (spec 5; DECISIONS 13–18)
  claimRequiredFields: 'Please fill in all required fields.',
  claimInvalidServiceType: 'Invalid service type selected.',
  claimFullyUtilized: 'This service has been fully utilized (limit reached).',
  /** The short reason beside a Depleted service in the service-type list. */
  serviceLimitReached: 'limit reached',
  claimExceedsRemaining: (maximumAvailable: string) =>
    `Amount exceeds remaining limit. Maximum available: ${maximumAvailable}`,
  claimAmountNotPositive: 'Amount must be greater than zero.',
  claimDuplicate: 'This service has already been claimed.',
  claimBeneficiaryRequired: 'Please select a beneficiary.',
  claimSeniorOnly: 'Maintenance medicine is available only to senior citizens (60 years old and above).',
  memberRenewed: 'Membership renewed successfully.',
  renewalArchived: 'An archived member cannot be renewed. Restore the member first.',
  renewalNotOpen: (opensOn: string) =>
    `This membership cannot be renewed yet: renewal opens on ${opensOn}, 60 days before it expires.`,
  noRenewalsDue: 'No memberships are due for renewal.',
  noWorklistMembers: 'No memberships expire within the next 30 days.',
  noRenewals: 'This membership has not been renewed yet.',
  claimMembershipExpired: 'Membership has expired. Renew the membership to claim services.',
  claimDateOutOfRange:
    'The service date must be between the registration date and today, before the expiry date.',
  claimLabProcedureRequired: 'Please select the laboratory procedure.',
  claimAmountInvalid: 'Enter an amount in pesos with at most 2 decimals.',
  claimSuccess: 'Service claimed successfully!',
  // DECISIONS 51: voiding and correcting a claim.
  claimVoided: 'Claim voided. It no longer counts toward the limit.',
  claimVoidedForCorrection: 'Claim voided. Record the corrected claim.',
  claimCorrected: 'Claim corrected.',
  claimVoidNotAllowed:
    'Only a head admin, or the admin who recorded this claim on the same day, can void it.',
  claimVoidReasonRequired: 'Please give the reason for voiding this claim.',
  claimAlreadyVoided: 'This claim has already been voided.',
  claimNotFound: 'Claim not found.',
  claimCorrectsUnknown:
    'The claim to correct must be a voided claim of this member that was not corrected yet.',
  limitsUpdated: 'Service limits updated successfully!',
  limitsSaveFailed: 'Failed to save service limits. Please try again.',
  limitOutOfRange: (cap: string) => `Each maximum must be between ₱0 and ${cap}.`,
  noClaimedServices: 'No claimed services found.',

  // Scanner and public pages (spec 8; DECISIONS 21–22)
  scanNoMember: 'No member found for this QR code.',
  scanInvalidFormat: 'Invalid QR code format or no reference number found.',
  scanCameraNotFound: 'Camera not found.',
  scanCameraDenied:
    'Camera access was denied. Allow the camera for this site in the browser settings and try again.',
  scanCameraInUse: 'The camera is in use by another application. Close it and try again.',
  scanUnsupportedImage: 'Unsupported image type.',
  scanNoQrCode: 'No QR code found',
  scanArchivedMember: 'This member has been archived.',
  scanTimeout: 'No QR code detected in 10 seconds. Keep the code in view or stop the camera.',
  publicNoMember: 'No member found',
  scanIdle: 'Press Start Camera and hold a member QR code in front of the camera.',
  scanStarting: 'Starting the camera…',
  scanScanning: 'Scanning… hold the QR code steady in front of the camera.',
  scanStopped: 'Camera stopped.',
  scanReadingImage: 'Reading the QR code in the image…',
  scanLookingUp: 'QR code found. Looking up the member…',
  scanOpeningProfile: (name: string) => `Member found: ${name}. Opening the profile…`,
  scanArchivedMemberDetail: (name: string) =>
    `${name} is listed under Archived Members, where the member can be restored.`,
  publicNoMemberDetail: 'This QR code does not match a current member of the program.',
  publicEnterReference: 'Enter a reference number',
  publicEnterReferenceDetail:
    'Type the reference number printed under the QR code on the member’s card, or scan the code.',
  referenceNumberRequired: 'Please enter the reference number printed under the QR code.',
  referenceNumberMalformed:
    'A reference number looks like REF-20250105-093000-1234. Please check what you typed.',

  // Finding a member in one step: the find box in the admin header and on the QR Scanner (issue 23)
  findMemberLabel: 'Scan or type a reference number, ID number or name',
  findMemberOpen: 'Find a member',
  findNoMatch: 'No member matches this search.',
  findSearching: 'Searching…',
  findMatchesCount: (count: number) => (count === 1 ? '1 member found.' : `${count} members found.`),
  findArchived: 'Archived',
  findShowAll: 'Show all matches in Registered Members',
  findTypedTitle: 'Handheld scanner or typed number',
  findTypedHelp:
    'A handheld QR scanner types the code here and presses Enter. You can also type a reference number, an ID number or a name.',

  // Claims report (DECISIONS 55)
  claimsReportRangeReversed: 'The "From" date must be on or before the "To" date.',
  claimsReportRangeTooLong: (days: string) =>
    `The date range can be at most ${days} days. Choose a shorter range, or download one year at a time.`,
  claimsReportDateInvalid: 'Please enter a valid date.',
  noClaimsInRange: 'No claims match these dates and filters.',

  // Acknowledgment receipts (DECISIONS 52)

  // Activity log (DECISIONS 36)
  noActivityFound: 'No activity found.',
  activityOwnScope: 'Showing your own activity.',

  // Bulk import (DECISIONS 38): the rest of its texts are in import-messages.ts
  importRegistrationDateOutOfRange: 'Registration date must be between 2000-01-01 and today.',
  documentsMissing: 'Documents missing',

  // Export
  exportFailed: 'Export failed',
  exportYearRange: 'Year must be between 2000 and 2100.',
  verifyNotUtf8: 'The file is not UTF-8 text.',
  verifyCutOff: 'The file ends in the middle of a statement: it was cut off.',
  verifyNoCounts: 'The file has no closing comment with the row counts: it was cut off.',
  verifyDidNotLoad: (reason: string) => `The file did not load: ${reason}`,
  verifyNotAnExport:
    'The file holds a statement an export does not write: it was changed or is not an export_all.sql, so it was not loaded.',
  verifyNeedsCreatedb:
    'Verify needs permission to create a scratch database on the PostgreSQL server (CREATEDB).',
} as const;
