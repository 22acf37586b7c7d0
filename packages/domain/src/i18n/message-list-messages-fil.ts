/**
 * Filipino of message-list-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A
 * message function's arguments are `{{0}}`, `{{1}}`, … by position.
 */
import type {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  messageListLabels,
  messageListMessages,
} from '../message-list-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const messageKindLabelsFil: CatalogueOf<typeof MESSAGE_KIND_LABELS> = {
  verification: 'Pag-verify ng e-mail',
  password_reset: 'Pag-reset ng password',
  welcome: 'Pagbati',
  renewal_60: 'Paalala sa pag-renew, 60 araw bago',
  renewal_30: 'Paalala sa pag-renew, 30 araw bago',
  renewal_7: 'Paalala sa pag-renew, 7 araw bago',
  renewal_0: 'Paalala sa pag-renew, araw ng pagtatapos',
  renewed: 'Kumpirmasyon ng pag-renew',
};

export const messageStatusLabelsFil: CatalogueOf<typeof MESSAGE_STATUS_LABELS> = {
  queued: 'Nakapila',
  sending: 'Ipinapadala',
  sent: 'Naipadala',
  failed: 'Nabigo',
  cancelled: 'Kinansela',
};

export const messageChannelLabelsFil: CatalogueOf<typeof MESSAGE_CHANNEL_LABELS> = {
  sms: 'SMS',
  email: 'E-mail',
};

export const messageListMessagesFil: CatalogueOf<typeof messageListMessages> = {
  messagesTitle: 'Mga Mensahe',
  messagesDescription: 'Bawat SMS at e-mail na ipinapadala ng portal, pinakabago muna.',
  messagesHeadAdminOnly:
    'Ang punong administrator lamang ang makakakita ng bawat mensaheng ipinapadala ng portal.',
  messageNotFound: 'Hindi nakita ang mensahe.',
  retryOnlyFailed: 'Ang mensaheng hindi naipadala lamang ang maaaring ipadala muli.',
  retryWithoutConsent:
    'Hindi na pumapayag ang miyembro sa mga paalala sa channel na ito, kaya hindi na maipapadala muli ang mensaheng ito.',
  cancelOnlyQueued: 'Ang nakapilang mensahe lamang ang maaaring kanselahin.',
  cancelWhileSending: 'Ipinapadala na ang mensaheng ito ngayon at hindi na makakansela.',
  invalidCursor: 'Hindi na mabasa ang pahinang ito ng mga mensahe; bumalik sa unang pahina.',
  messageRetried: 'Nakapila na ang mensahe at aalis ito sa susunod na pagpapadala.',
  messageCancelled: 'Kinansela ang mensahe at hindi na ito ipapadala.',
  cancelledByAdmin: 'Kinansela ni {{0}}.',
  retryConfirmTitle: 'Ipadala muli ang mensaheng ito?',
  retryConfirm:
    'Ipipila ito ngayon at ipapadala sa susunod na pagpapadala (SMS mula 08:00 hanggang 20:00). Itatago ang mga naunang pagsubok; kung mabigo muli, mamarkahan itong hindi naipadala.',
  cancelConfirmTitle: 'Kanselahin ang mensaheng ito?',
  cancelConfirm: 'Hindi ito ipapadala. Hindi na maipipila muli ang kinanselang mensahe.',
  retryAction: 'Ipadala muli',
  cancelAction: 'Kanselahin ang mensahe',
  keepAction: 'Huwag kanselahin',
  noMessages: 'Wala pang mensahe.',
  noMessagesHint:
    'Lalabas dito ang mga e-mail ng pag-verify, pag-reset ng password at mga paalala sa miyembro kapag naisulat na.',
  noMatchingMessages: 'Walang mensaheng tugma sa mga filter na ito.',
  noMatchingHint: 'Subukan ang ibang filter o alisin ang mga ito.',
  memberMessagesTitle: 'Mga Mensahe',
  memberNoMessages: 'Wala pang mensaheng naipadala sa miyembrong ito.',
  memberMessagesMore: 'Ang pinakabagong 50 lamang ang nakalista.',
  seeAllMessages: 'Tingnan lahat sa Mga Mensahe',
  olderMessages: 'Mas luma',
  newerMessages: 'Mas bago',
  firstMessages: 'Pinakabago',
  loadingMessages: 'Kinukuha ang mga mensahe',
  remindedBy: 'Pinaalalahanan sa {{0}} noong {{1}}',
  notReminded: 'Hindi pa napapaalalahanan',
  remindedHeader: 'Paalala',
  retriedActivity: "Muling ipinila ang {{1}} na '{{0}}' para kay {{2}}",
  cancelledActivity: "Kinansela ang {{1}} na '{{0}}' para kay {{2}}",
};

export const messageListLabelsFil: CatalogueOf<typeof messageListLabels> = {
  navLabel: 'Mga Mensahe',
  filterRegion: 'I-filter ang mga mensahe',
  status: 'Katayuan',
  allStatuses: 'Lahat ng katayuan',
  channel: 'Channel',
  allChannels: 'Lahat ng channel',
  kind: 'Uri',
  allKinds: 'Lahat ng uri',
  member: 'Miyembro',
  memberPlaceholder: 'Reference number o pangalan',
  from: 'Mula',
  to: 'Hanggang',
  clearFilters: 'Alisin ang mga filter',
  tableCaption: 'Mga mensahe, pinakabago muna',
  written: 'Isinulat',
  message: 'Mensahe',
  answer: 'Sagot ng gateway',
  sent: 'Naipadala',
  actions: 'Mga aksyon',
  accountMail: 'Mail ng account ng administrator',
  attempts: '{{0}} pagsubok',
  lastAttempt: 'Huling pagsubok {{0}}',
  nextAttempt: 'Aalis {{0}} o mas huli',
  providerId: 'Gateway id {{0}}',
  notSent: 'Hindi naipadala',
  pageOf: 'Pahina {{0}}',
  pagesNav: 'Mga pahina',
  viewMember: 'Tingnan ang miyembrong {{0}}',
  retryShort: 'Ipadala muli',
  cancelShort: 'Kanselahin',
  retryFor: 'Ipadala muli: {{0}} para kay {{1}}',
  cancelFor: 'Kanselahin: {{0}} para kay {{1}}',
  templatesLink: 'Mga template ng mensahe',
  close: 'Isara',
};
