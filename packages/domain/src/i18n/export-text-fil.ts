/** Filipino of export-text.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. */
import type { CatalogueOf } from './catalogue.ts';
import type { exportText } from './export-text.ts';

export const exportTextFil: CatalogueOf<typeof exportText> = {
  page: {
    title: 'I-export ang Database',
    description:
      'I-download ang datos bilang SQL file na maikakarga sa PostgreSQL, at ang mga nakatagong file bilang zip.',
    choiceTitle: 'Ano ang ie-export',
    region: 'Export',
    exportData: 'I-export ang datos',
    exportStorage: 'I-export ang mga nakatagong file',
    sqlLabel: 'SQL',
    storageLabel: 'Storage',
    verifyIntro:
      'Ipinapadala ng Suriin pabalik sa server ang file na kaka-save mo; ikinakarga ito ng server sa pansamantalang database at binibilang ang mga row ng bawat talahanayan laban sa pangwakas na komento ng file.',
    verify: 'Suriin',
    noTables: 'Pumili ng kahit isang talahanayan para ma-export ang datos.',
    counting: 'Binibilang ang mga row at file…',
    holds: 'Ang napili ay may {{rows}} at {{files}}.',
    rows_one: '{{count}} row',
    rows_other: '{{count}} row',
    files_one: '{{count}} nakatagong file',
    files_other: '{{count}} nakatagong file',
  },
  filter: {
    label: 'I-filter ayon sa',
    all: 'Lahat',
    month: 'Buwan',
    week: 'Linggo',
    year: 'Taon',
    allHint: 'Bawat row ng mga napiling talahanayan, kailanman ito ginawa.',
    weekNumber: 'Linggo {{week}}',
  },
  tables: {
    label: 'Mga talahanayan',
    description: 'Ang mga talahanayang laman ng SQL file.',
    names: {
      members: 'Mga miyembro',
      claimed_services: 'Mga claim',
      members_beneficiary: 'Mga benepisyaryo',
      claims_history: 'Mga claim ng mga natapos na taon ng membership',
      renewals: 'Mga pag-renew',
      notifications: 'Mga abiso',
      admins: 'Mga administrator',
      user: 'Mga pangalang pang-sign-in ng mga administrator',
    },
    descriptions: {
      members: 'Personal na detalye, tirahan, mga petsa ng membership',
      claimed_services: 'Bawat claim na bilang (hindi kasama ang pinawalang-bisang claim)',
      members_beneficiary: 'Ang mga benepisyaryo ng bawat miyembro',
      claims_history:
        'Ang mga claim sa itaas na natapos na ang taon ng membership (DECISIONS 24): kopya para sa rekord, hindi dagdag na claim',
      renewals: 'Bawat pag-renew: dati at bagong petsa ng pagtatapos, sino ang nag-renew',
      notifications: 'Mga bagong miyembro, pagtatapos ng membership, naabot na limit',
      admins: 'Mga account ng kawani (pangalan, tungkulin; walang password)',
    },
  },
  download: {
    progress: 'Dina-download ang {{label}}',
    running: 'Dina-download… {{size}} ang natanggap',
    saved: 'Na-save ang {{file}}: {{size}}',
    bytes_one: '{{count}} byte',
    bytes_other: '{{count}} byte',
  },
  verify: {
    ok: 'Naikakarga ang file at nasa kanya ang bawat row na nakalista',
    failed: 'Hindi pumasa sa pagsusuri ang file',
    caption: 'Pagsusuri ayon sa talahanayan',
    table: 'Talahanayan',
    inFile: 'Mga row sa file',
    loaded: 'Mga row na naikarga',
    result: 'Resulta',
    rowOk: 'OK',
    mismatch: 'Hindi tugma',
  },
};
