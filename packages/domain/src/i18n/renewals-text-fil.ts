/** Filipino of renewals-text.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. */
import type { CatalogueOf } from './catalogue.ts';
import type { renewalsText } from './renewals-text.ts';

export const renewalsTextFil: CatalogueOf<typeof renewalsText> = {
  list: {
    title: 'Pag-renew ng Membership',
    description: 'Mga miyembrong tapos na ang membership o magtatapos sa loob ng 60 araw.',
    total_one: '{{count}} miyembrong tapos na o magtatapos sa loob ng 60 araw',
    total_other: '{{count}} miyembrong tapos na o magtatapos sa loob ng 60 araw',
    totalMore: 'Mahigit {{limit}} na miyembrong tapos na o magtatapos sa loob ng 60 araw',
    printWorklist: 'I-print ang worklist',
    emptyFiltered: 'Subukan ang ibang paghahanap o alisin ang mga filter.',
    emptyHint: 'Lalabas dito ang mga miyembrong tapos na ang membership o magtatapos sa loob ng 60 araw.',
    loading: 'Kinukuha ang listahan ng pag-renew',
    caption: 'Mga miyembrong dapat nang mag-renew, pinakamalapit na petsa ng pagtatapos muna',
    filtersLabel: 'Salain ang listahan ng pag-renew',
    windowLabel: 'Membership',
    renew: 'I-renew',
    renewMember: 'I-renew si {{name}}',
  },
  windows: {
    all: 'Lahat ng dapat i-renew',
    expired: 'Tapos na',
    within30: 'Sa loob ng 30 araw',
    within60: 'Sa loob ng 60 araw',
  },
  columns: {
    name: 'Pangalan',
    reference: 'Reference No.',
    barangay: 'Barangay',
    contact: 'Numero ng telepono',
    expiry: 'Petsa ng pagtatapos',
    reached: 'Naabisuhan',
    reminder: 'Paalala',
  },
  daysLeft: {
    left_one: '{{count}} araw na lang',
    left_other: '{{count}} araw na lang',
    expiredToday: 'Natapos ngayong araw',
    overdue_one: 'Lampas nang {{count}} araw',
    overdue_other: 'Lampas nang {{count}} araw',
  },
  worklist: {
    title: 'Worklist ng pag-renew',
    description:
      'Mga miyembrong magtatapos ang membership sa loob ng 30 araw, ayon sa barangay, para sa mga barangay health worker.',
    back: 'Pag-renew ng Membership',
    print: 'I-print',
    loading: 'Kinukuha ang worklist',
    sheetTitle: 'Worklist ng pag-renew ng membership',
    sheetSubtitle: 'Mga miyembrong magtatapos ang membership sa loob ng susunod na 30 araw',
    date: 'Petsa: ',
    barangay: 'Barangay: ',
    members: 'Mga miyembro: ',
    allBarangays: 'Lahat ng barangay',
    groupLabel: 'Barangay {{barangay}}',
    groupMembers: 'Mga miyembro ng {{barangay}}',
    remindedBy: 'Pinaalalahanan sa {{channel}} noong {{on}}',
    notReminded: 'Hindi pa napaalalahanan',
    footer:
      'Lagyan ng tsek ang “Naabisuhan” kapag nasabihan na ang miyembro tungkol sa pag-renew; maaari nang i-renew ang bawat membership sa listahang ito.',
  },
  member: {
    title: 'Mga pag-renew ng membership',
    renew: 'I-renew ang membership',
    opensOn: 'Mabubuksan ang pag-renew sa {{date}}.',
    loading: 'Kinukuha ang mga pag-renew',
    caption: 'Mga pag-renew ng membership na ito, pinakabago muna',
    renewedOn: 'Na-renew noong',
    expiry: 'Petsa ng pagtatapos',
    by: 'Ni',
    note: 'Tala',
    to: 'hanggang',
    renewed: 'Na-renew noong {{when}}',
    renewedBy: 'Na-renew noong {{when}} ni {{name}}',
  },
  modal: {
    title: 'I-renew ang membership',
    confirm: 'Kumpirmahin ang pag-renew',
    intro:
      'I-renew ang membership ni {{name}} nang 3 taon pa, bibilangin mula sa mas huli sa kasalukuyang petsa ng pagtatapos at sa araw na ito.',
    currentExpiry: 'Kasalukuyang petsa ng pagtatapos',
    newExpiry: 'Bagong petsa ng pagtatapos',
    noteLabel: 'Tala (opsyonal)',
    noteDescription:
      'Anumang nais tandaan ng opisina tungkol sa pag-renew na ito, hanggang {{max}} na character.',
  },
};
