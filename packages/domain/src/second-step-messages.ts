/**
 * The texts of two-step sign-in (issue 27 item 1, DECISIONS 45): enrollment on My Profile, the code
 * at sign-in, the head admins' requirement and reset. Beside the catalogue (messages.ts), not in it,
 * so the log-in page carries none of them until its second step is shown; the catalogue's check
 * (message-catalogue.ts) knows them.
 */
export const secondStepMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'The code is the 6 digits your authenticator app shows.',
  codeIncorrect: 'That code is not right. Enter the 6 digits your authenticator app shows now.',
  backupCodeRequired: 'Enter one of your backup codes.',
  backupCodeIncorrect: 'That backup code is not right, or it has been used already.',
  secondStepNeeded: 'Enter the code from your authenticator app to finish logging in.',
  secondStepExpired: 'The log-in waited too long. Please log in again.',
  secondStepLocked: 'Too many wrong codes. Please wait 15 minutes, then log in again.',
  secondStepEnrolled: 'Two-step sign-in is on. Keep your backup codes somewhere safe.',
  secondStepAlreadyOn: 'Two-step sign-in is already on.',
  secondStepNotStarted: 'Start the set-up again: no key is waiting for its first code.',
  secondStepTurnedOff: 'Two-step sign-in is off.',
  secondStepNotOn: 'Two-step sign-in is not on.',
  secondStepRequiredStaysOn:
    'A Head Administrator requires two-step sign-in for every administrator: it stays on.',
  secondStepRequiredToContinue:
    'Set up two-step sign-in to continue: a Head Administrator requires it for every administrator.',
  requirementOn: 'Two-step sign-in is now required for every administrator.',
  requirementOff: 'Two-step sign-in is no longer required.',
  requirementUnchanged: 'Nothing changed: the requirement is as saved.',
  secondStepReset: (name: string) => `${name}’s two-step sign-in is reset; their sessions have ended.`,
  secondStepNotEnrolled: (name: string) => `${name} has no two-step sign-in to reset.`,
  ownSecondStepOnProfile: 'To change your own two-step sign-in, use My Profile.',
  enrolledActivity: 'Turned on two-step sign-in',
  turnedOffActivity: 'Turned off two-step sign-in',
  resetActivity: (name: string) => `Reset the two-step sign-in of administrator ${name}`,
  requirementActivity: (required: string) => `Two-step sign-in ${required} for every administrator`,
};
