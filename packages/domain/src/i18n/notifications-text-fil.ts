/** Filipino of notifications-text.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. */
import type { CatalogueOf } from './catalogue.ts';
import type { notificationsText } from './notifications-text.ts';

export const notificationsTextFil: CatalogueOf<typeof notificationsText> = {
  bell: {
    unread: 'Mga abiso, {{shown}} hindi pa nababasa',
    noneUnread: 'Mga abiso, walang hindi pa nababasa',
  },
  page: {
    title: 'Mga abiso',
    unreadNewestFirst_one: '{{count}} hindi pa nababasa · pinakabago muna',
    unreadNewestFirst_other: '{{count}} hindi pa nababasa · pinakabago muna',
    description:
      'Mga membership na tapos na, mga miyembrong walang claim, mataas na claim, babala sa limit at mga bagong miyembro.',
    markAllRead: 'Markahang nabasa lahat',
    type: 'Uri',
    allTypes: 'Lahat ng uri',
    loading: 'Kinukuha ang mga abiso',
    list: 'Mga abiso',
    hintFiltered: 'Subukan ang ibang uri o lahat ng uri.',
    hint: 'Lumalabas dito ang mga bagong miyembro, pagtatapos ng membership at mga claim.',
  },
  item: {
    unread: 'Hindi pa nababasa',
    markRead: 'Markahang nabasa',
    markReadOf: 'Markahang nabasa: {{title}}, {{subject}}',
    expiredOn: 'Natapos noong {{date}}',
    windowFrom: 'Panahon mula {{date}}',
    viewMember: 'Tingnan ang miyembrong si {{name}} ({{reference}})',
    viewImport: 'Tingnan ang import ng {{file}}',
    backups: 'Mga backup sa dashboard',
  },
  types: {
    new: 'Bagong miyembro',
    import: 'Import',
    expired: 'Tapos na',
    no_claims: 'Walang claim',
    high_claims: 'Mataas na claim',
    limit_warning: 'Babala sa limit',
    backup_failed: 'Pumalya ang backup',
    backup_stale: 'Walang bagong backup',
  },
};
