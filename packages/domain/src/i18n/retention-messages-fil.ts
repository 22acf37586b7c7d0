/**
 * Filipino of retention-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A message
 * function's arguments are `{{0}}`, `{{1}}`, … by position (numbers written as the language writes them).
 */
import type { retentionMessages } from '../retention-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const retentionMessagesFil: CatalogueOf<typeof retentionMessages> = {
  removedMemberName: 'Inalis na miyembro',
  pageTitle: 'Pagtatago ng rekord',
  pageIntro:
    'Mga miyembrong natapos ang membership (tapos na o naka-archive) nang higit sa {{0}} na ang nakalipas. Suriin ang listahan, saka alisin ang kanilang personal na datos. Mananatili para sa mga ulat ang kanilang barangay, taon ng kapanganakan, kasarian at mga claim.',
  headAdminOnly:
    'Ang mga punong administrator lamang ang makapag-aalis ng personal na datos ng mga miyembro.',
  loading: 'Kinukuha ang mga miyembrong dapat nang alisin',
  loadFailed: 'Hindi makuha ang listahan. Subukang muli.',
  empty: 'Walang miyembrong dapat nang alisin.',
  emptyHint:
    'Lalabas dito ang mga miyembro kapag natapos ang kanilang membership nang higit sa panahon ng pagtatago.',
  tableCaption: 'Mga miyembrong dapat nang alisin ang personal na datos',
  dueCount: '{{0}} miyembro ang dapat nang alisin',
  yearsLabel: '{{0}} taon',
  columnReference: 'Reference number',
  columnName: 'Pangalan',
  columnBarangay: 'Barangay',
  columnEndedOn: 'Natapos noong',
  columnWhy: 'Bakit',
  reasonExpired: 'Tapos na',
  reasonArchived: 'Naka-archive',
  removeButton: 'Alisin ang personal na datos ng {{0}} miyembro',
  confirmTitle: 'Alisin ang personal na datos?',
  confirmBody:
    'Buburahin ang mga pangalan, numero ng ID, contact details, tirahan, petsa ng kapanganakan (maliban sa taon), mga larawan at pangalan ng mga benepisyaryo ng {{0}} miyembro. Hindi na ito maibabalik.',
  confirmKept:
    'Mananatili para sa mga ulat: reference number, barangay, taon ng kapanganakan, kasarian at mga claim.',
  confirmButton: 'Alisin ang personal na datos',
  cancelButton: 'Kanselahin',
  removed: 'Naalis na ang personal na datos ng {{0}} miyembro.',
  memberRemovedRefusal:
    'Inalis na ang personal na datos ng miyembrong ito ayon sa tuntunin ng pagtatago ng rekord: hindi na mababago ang rekord.',
  worklistChanged:
    'Nagbago ang listahan ng mga miyembrong dapat nang alisin. Suriin itong muli bago kumpirmahin.',
  removedProfileTitle: 'Naalis na ang personal na datos',
  removedProfileBody:
    'Inalis ang personal na datos ng miyembrong ito noong {{0}} ayon sa tuntunin ng pagtatago ng rekord. Bilang pa rin sa mga ulat ang kanyang mga claim.',
  settingsTitle: 'Pagtatago ng rekord',
  settingsYears:
    'Inaalis ang personal na datos, matapos kumpirmahin ng isang punong administrator, kapag natapos ang membership nang higit sa {{0}} na ang nakalipas.',
  settingsFromEnvironment:
    'Itinakda ng RECORD_RETENTION_YEARS sa environment ng server (hindi mababago rito).',
  settingsLink: 'Suriin ang mga miyembrong dapat nang alisin',
  pageLabel: 'Pahina {{0}} ng {{1}}',
  membersCount: '{{0}} miyembro',
};
