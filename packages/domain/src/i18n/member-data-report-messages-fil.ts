/**
 * Filipino of member-data-report-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A
 * message function's arguments are `{{0}}`, `{{1}}`, … by position.
 */
import type { dataReportMessages } from '../member-data-report-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const dataReportMessagesFil: CatalogueOf<typeof dataReportMessages> = {
  button: 'Ulat ng datos ng miyembro',
  pageTitle: 'Ulat ng datos ng miyembro',
  pageIntro:
    'Lahat ng hawak ng portal tungkol sa miyembrong ito, bawat talaan, hanggang sa oras sa ibaba. I-print ito o i-download bilang JSON para sa miyembro.',
  loading: 'Kinukuha ang ulat ng datos ng miyembro',
  loadFailed: 'Hindi mabuo ang ulat ng datos ng miyembro. Subukang muli.',
  headAdminOnly: 'Ang mga punong administrator lamang ang makabubuo ng ulat ng datos ng miyembro.',
  print: 'I-print',
  downloadJson: 'I-download ang JSON',
  backToProfile: 'Bumalik sa profile',
  generatedAt: 'Binuo noong',
  generatedBy: 'Binuo ni',
  imagesTitle: 'Mga larawan',
  noImage: 'Walang nakatago',
  emptySection: 'Walang naitala.',
  leftOutTitle: 'Hindi isinama, at kung bakit',
  field: 'Field',
  value: 'Halaga',
  record: 'Rekord {{0}} sa {{1}}',
  memberLine: '{{0}} · {{1}}',
  rowCount: '{{0}} rekord',
  producedActivity: 'Binuo ang ulat ng datos ng miyembro ni {{0}}',
  sectionTitles: {
    members: 'Mga detalye ng miyembro',
    members_beneficiary: 'Mga benepisyaryo',
    claimed_services: 'Mga claim',
    voided_claims: 'Mga na-void na claim',
    claim_receipts: 'Mga resibo ng pagtanggap',
    renewals: 'Mga pag-renew',
    notifications: 'Mga abiso',
    outbox_messages: 'Mga mensahe',
    member_consents: 'Pahintulot sa mga paalala',
    id_number_key_collisions: 'Mga numero ng ID na kapareho ng ibang miyembro',
    activity_logs: 'Mga tala sa activity log tungkol sa miyembro',
    access_log: 'Sino ang tumingin sa mga rekord ng miyembro',
  },
  leftOutReasons: {
    member_claim_totals:
      'Kabuuan ng mga claim bawat taon ng membership: kinuwenta mula sa mga claim sa itaas, itinatago lamang para mabilis masuri ang mga limit.',
    claim_member_months:
      'Mga buwan kung kailan may claim ang miyembro: kinuwenta mula sa mga claim sa itaas, itinatago lamang para mabilis ang ulat ng mga claim.',
  },
  imageLabels: { 'id-picture': 'Larawan sa ID', signature: 'E-signature', 'qr-code': 'QR code' },
};
