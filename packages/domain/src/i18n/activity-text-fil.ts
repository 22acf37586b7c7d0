/** Filipino of activity-text.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. */
import type { activityText } from './activity-text.ts';
import type { CatalogueOf } from './catalogue.ts';

export const activityTextFil: CatalogueOf<typeof activityText> = {
  page: {
    title: 'Talaan ng Gawain',
    intro: 'Sino ang gumawa ng ano sa portal, pinakabago muna.',
    entries_one: '{{count}} entry, pinakabago muna',
    entries_other: '{{count}} entry, pinakabago muna',
    entriesMore: 'Mahigit {{limit}} na entry, pinakabago muna',
    exportCsv: 'I-export ang CSV',
    emptyFiltered: 'Subukan ang ibang filter o alisin ang mga ito.',
    emptyUnfiltered: 'Nakalista rito ang bawat pagbabagong ginawa sa portal.',
    loading: 'Kinukuha ang talaan ng gawain',
  },
  entries: {
    caption: 'Aktibidad, pinakabago muna',
    when: 'Kailan',
    activity: 'Aktibidad',
    member: 'Miyembro',
    viewMember: 'Tingnan ang miyembro',
    viewMemberRef: 'Tingnan ang miyembrong {{ref}}',
  },
  filters: {
    label: 'I-filter ang talaan ng gawain',
    clear: 'Alisin ang mga filter',
    member: 'Reference number ng miyembro',
    memberPlaceholder: 'REF-…',
    from: 'Mula',
    to: 'Hanggang',
    action: 'Aksyon',
    allActions: 'Lahat ng aksyon',
    admin: 'Administrator',
  },
  recent: {
    title: 'Ang iyong mga kamakailang aktibidad',
    fullLog: 'Tingnan ang buong talaan ng gawain',
    loading: 'Kinukuha ang iyong mga kamakailang aktibidad',
  },
};
