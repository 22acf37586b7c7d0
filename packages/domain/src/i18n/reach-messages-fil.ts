/**
 * Filipino of reach-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A message
 * function's arguments are `{{0}}`, `{{1}}`, … by position. The labels (`reachLabelsFil`) serve the
 * member forms and profile and the message templates page alike.
 */
import type { reachLabels, reachMessages } from '../reach-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const reachMessagesFil: CatalogueOf<typeof reachMessages> = {
  notAnSmsNumber:
    'Hindi ito Philippine mobile number (hal. 0917 123 4567), kaya hindi ito makatatanggap ng SMS. Maglagay ng mobile number o iwanang blangko.',
  smsConsentNeedsMobile:
    'Kailangan ng Philippine mobile number para sa mga paalala sa SMS (hal. 0917 123 4567).',
  emailConsentNeedsEmail: 'Kailangan ng e-mail address para sa mga paalala sa e-mail.',
  emailInvalid: 'Maglagay ng tamang e-mail address, hal. juan@example.com.',
  templateEmpty: 'Kailangan ang teksto ng mensahe.',
  templateSubjectEmpty: 'Kailangan ang subject ng e-mail.',
  templateUnknownPlaceholder:
    'Hindi kilalang placeholder ang {{0}}. Gamitin ang {firstName}, {referenceNumber}, {expiryDate}, {officeName} o {officePhone}.',
  templateNotGsm7:
    'Hindi maipadadala sa SMS ang “{{0}}” (hindi ito GSM-7 na character). Palitan ito, hal. PHP sa halip na ₱.',
  templateTooLong:
    'Hanggang 2 bahagi (306 character) lamang ang isang SMS; {{0}} ang kailangan nito sa mga sample na value.',
  templateTooLongText: 'Masyadong mahaba ang teksto.',
  templatesHeadAdminOnly: 'Ang punong administrator lamang ang makapagbabago ng mga template ng mensahe.',
  templateSavedActivity: "Na-save ang {{1}} template na '{{0}}' sa {{2}}",
};

export const reachLabelsFil: CatalogueOf<typeof reachLabels> = {
  sectionTitle: 'Mga Paalala',
  consentLabel: 'Maaari bang magpadala ng mga paalala ang programa?',
  consentOptions: { sms: 'Oo, sa SMS', email: 'Oo, sa e-mail', none: 'Walang paalala' },
  consentShort: { sms: 'SMS', email: 'E-mail', none: 'Walang paalala' },
  languageLabel: 'Wika ng mga mensahe',
  languageOptions: { en: 'English', fil: 'Filipino' },
  emailLabel: 'E-mail address',
  emailDescription: 'Hindi kailangan; kailangan lamang para sa mga paalala sa e-mail.',
  wordingIntro: 'Basahin ito sa miyembro at itala ang sagot:',
  consentRecorded: 'Naitala noong {{0}} ni {{1}} (bersyon ng teksto {{2}})',
  noConsentRecorded: 'Walang naitalang pahintulot.',
  notAnSmsNumber: 'hindi SMS number',
  profileConsent: 'Mga Paalala',
  profileLanguage: 'Wika',
  profileEmail: 'E-mail',
  templatesTitle: 'Mga template ng mensahe',
  templatesIntro:
    'Ang mga tekstong natatanggap ng mga miyembro, sa English at Filipino. Pinupunan para sa bawat miyembro ang mga placeholder: {firstName}, {referenceNumber}, {expiryDate}, {officeName}, {officePhone}. GSM-7 na character lamang ang gamit ng SMS (PHP 1,200.00, hindi ₱) at hanggang 2 bahagi.',
  kinds: {
    welcome: 'Pagbati',
    renewal_60: 'Paalala 60 araw bago ang pagtatapos',
    renewal_30: 'Paalala 30 araw bago ang pagtatapos',
    renewal_7: 'Paalala 7 araw bago ang pagtatapos',
    renewal_0: 'Paalala sa araw ng pagtatapos',
    renewed: 'Kumpirmasyon ng pag-renew',
  },
  channels: { sms: 'SMS', email: 'E-mail' },
  subjectLabel: 'Subject',
  bodyLabel: 'Mensahe',
  preview: 'Preview',
  previewNote:
    'May mga sample na value: Maria, isang reference number, ang pinakahuling buwan ng pagtatapos at ang opisina.',
  segments: '{{1}} character · {{0}} bahagi ng SMS',
  edited: 'Binago',
  defaultText: 'Default na teksto',
  edit: 'I-edit',
  save: 'I-save',
  cancel: 'Kanselahin',
  restoreDefault: 'Gamitin ang default na teksto',
  saved: 'Na-save ang template.',
  loading: 'Kinukuha ang mga template ng mensahe…',
  messagesLink: 'Mga Mensahe',
};
