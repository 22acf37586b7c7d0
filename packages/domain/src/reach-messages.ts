/**
 * Texts of member messages (issue 25 items 1, 2 and 5; DECISIONS 43): the refusals of consent, the
 * phone and e-mail rules and the message templates (registered in message-catalogue.ts, so the API
 * passes them on), and the labels of the screens that ask and show them (`reachLabels`, not
 * refusals, so not registered). Beside messages.ts, so the pages that never show them carry none.
 */
export const reachMessages = {
  notAnSmsNumber:
    'This is not a Philippine mobile number (e.g. 0917 123 4567), so it cannot receive SMS. Enter a mobile number or leave it blank.',
  smsConsentNeedsMobile: 'SMS reminders need a Philippine mobile number (e.g. 0917 123 4567).',
  emailConsentNeedsEmail: 'E-mail reminders need an e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, e.g. juan@example.com.',
  templateEmpty: 'The message text is required.',
  templateSubjectEmpty: 'The e-mail subject is required.',
  templateUnknownPlaceholder: (placeholder: string) =>
    `Unknown placeholder ${placeholder}. Use {firstName}, {referenceNumber}, {expiryDate}, {officeName} or {officePhone}.`,
  templateNotGsm7: (character: string) =>
    `“${character}” cannot be sent by SMS (it is not a GSM-7 character). Replace it, e.g. PHP instead of ₱.`,
  templateTooLong: (segments: string) =>
    `An SMS may be at most 2 parts (306 characters); this one takes ${segments} with the sample values.`,
  templateTooLongText: 'The text is too long.',
  templatesHeadAdminOnly: 'Only a head administrator can change message templates.',
  templateSavedActivity: (kind: string, channel: string, language: string) =>
    `Saved the ${channel} template '${kind}' in ${language}`,
} as const;

/** Labels and sentences of the reminder fields, the profile and the templates page. */
export const reachLabels = {
  sectionTitle: 'Reminders',
  consentLabel: 'May the program send reminders?',
  consentOptions: { sms: 'Yes, by SMS', email: 'Yes, by e-mail', none: 'No reminders' },
  consentShort: { sms: 'SMS', email: 'E-mail', none: 'No reminders' },
  languageLabel: 'Language of messages',
  languageOptions: { en: 'English', fil: 'Filipino' },
  emailLabel: 'E-mail address',
  emailDescription: 'Optional; needed for e-mail reminders.',
  wordingIntro: 'Read this to the member and record the answer:',
  consentRecorded: (date: string, by: string, version: string) =>
    `Recorded ${date} by ${by} (wording ${version})`,
  noConsentRecorded: 'No consent recorded.',
  notAnSmsNumber: 'not an SMS number',
  profileConsent: 'Reminders',
  profileLanguage: 'Language',
  profileEmail: 'E-mail',
  templatesTitle: 'Message templates',
  templatesIntro:
    'The texts members receive, in English and Filipino. Placeholders are filled for each member: {firstName}, {referenceNumber}, {expiryDate}, {officeName}, {officePhone}. SMS use GSM-7 characters only (PHP 1,200.00, not ₱) and at most 2 parts.',
  kinds: {
    welcome: 'Welcome',
    renewal_60: 'Reminder 60 days before expiry',
    renewal_30: 'Reminder 30 days before expiry',
    renewal_7: 'Reminder 7 days before expiry',
    renewal_0: 'Reminder on the expiry day',
    renewed: 'Renewal confirmation',
  },
  channels: { sms: 'SMS', email: 'E-mail' },
  subjectLabel: 'Subject',
  bodyLabel: 'Message',
  preview: 'Preview',
  previewNote: 'With sample values: Maria, a reference number, the latest expiry month and the office.',
  segments: (count: number, characters: number) =>
    `${characters} characters · ${count} ${count === 1 ? 'SMS part' : 'SMS parts'}`,
  edited: 'Edited',
  defaultText: 'Default text',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  restoreDefault: 'Use the default text',
  saved: 'Template saved.',
  loading: 'Loading message templates…',
  messagesLink: 'Messages',
} as const;
