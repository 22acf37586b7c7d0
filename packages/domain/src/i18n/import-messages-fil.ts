/**
 * Filipino of import-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A message
 * function's arguments are `{{0}}`, `{{1}}`, … by position. The template's column names stay English
 * (the spreadsheet's header row).
 */
import type { importMessages } from '../import-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const importMessagesFil: CatalogueOf<typeof importMessages> = {
  cellRequired: 'Walang laman ang cell, pero kailangan ang {{0}}.',
  cellTooLong: "Ang '{{0}}' ay may {{1}} na character; hanggang {{3}} na character lamang ang {{2}}.",
  phoneTooLong:
    "Ang '{{0}}' ay may {{1}} na character; hanggang {{2}} na character lamang ang numero ng telepono. Isang numero lamang ang isulat.",
  cellTextNotAllowed:
    "May control o text-direction character ang '{{0}}', na hindi tinatanggap. I-type muli ang value.",
  barangayUnknown:
    "Ang '{{0}}' ay hindi barangay ng {{1}}. Isulat ang barangay ayon sa listahan sa Instructions sheet ng template.",
  barangaySuggestion: "Ang '{{0}}' ay hindi barangay ng {{1}}. '{{2}}' ba ang ibig sabihin?",
  dateNotReal: "Ang '{{0}}' ay hindi petsa. Isulat ang petsa bilang YYYY-MM-DD, halimbawa 1960-05-12.",
  birthDateOutOfRange:
    "Ang '{{0}}' ay hindi maaaring petsa ng kapanganakan: dapat mula {{1}} hanggang ngayon.",
  registrationDateOutOfRange:
    "Ang '{{0}}' ay labas sa saklaw ng mga ini-import na miyembro: ang petsa ng pagpaparehistro ay dapat mula {{1}} hanggang ngayon.",
  genderUnknown: "Ang '{{0}}' ay hindi kasariang nasa form: isulat ang {{1}}, o iwanang blangko ang cell.",
  civilStatusUnknown:
    "Ang '{{0}}' ay hindi katayuang sibil na nasa form: isulat ang {{1}}, o iwanang blangko ang cell.",
  idNumberRegistered:
    "Ang '{{0}}' ay numero na ng ID ng isang rehistradong miyembro (kasama ang mga naka-archive).",
  idNumberInFile:
    "Ang '{{0}}' ay numero rin ng ID sa row {{1}} ng file na ito; isang beses lamang magagamit ang numero ng ID.",
  memberRegistered:
    'May rehistrado nang miyembro na may parehong pangalan, petsa ng kapanganakan at barangay ({{0}}).',
  memberInFile:
    'Ang row {{1}} ng file na ito ay may parehong pangalan, petsa ng kapanganakan at barangay ({{0}}).',

  imagesNamingRule:
    'Pangalanan ang bawat file ayon sa numero ng ID o reference number ng miyembro: 2024-00123.jpg o 2024-00123_photo.jpg para sa ID picture, 2024-00123_signature.png para sa e-signature (ganoon din sa reference number, hal. REF-20240105-101500-0001-photo.jpg).',
  imagesNotMultipart:
    'Ipadala ang mga larawan bilang multipart form data, sa mga part na pinangalanang files.',
  imagesNoFiles: 'Pumili ng kahit isang larawan o zip file ng mga larawan.',
  imagesTooMany: 'Higit sa {{0}} na larawan sa isang upload. I-upload ang mga ito nang paunti-unti.',
  imagesTooLarge: 'Lampas sa {{0}} MB ang upload. I-upload ang mga larawan nang paunti-unti.',
  imagesBadZip: 'Ang {{0}} ay hindi zip file na mababasa. Gawin muli ang zip.',
  imagesNothingMatched:
    'Walang file sa upload na ito na tugma sa isang miyembro. Pangalanan ang mga file ayon sa numero ng ID o reference number at i-upload muli.',
  imagesUploaded: '{{0}} larawan ang na-save para sa {{1}}.',
  imageUnnamed:
    'Hindi sumusunod ang pangalan sa tuntunin: numero ng ID o reference number, saka _photo o _signature.',
  imageNoMember: "Walang miyembrong may numero ng ID o reference number na '{{0}}'.",
  imageArchivedMember: 'Naka-archive si {{0}}; ibalik muna ang miyembro.',
  imageSameTwice: 'Ang {{0}} ay parehong larawan ng parehong miyembro; isa lamang sa mga ito ang gagamitin.',
  imagesActivity: 'Nag-save ng {{0}} ID picture at e-signature para sa {{1}}',

  importNotSpreadsheet:
    'Ang file na ito ay hindi CSV o XLSX na spreadsheet. I-download ang template, punan ito at i-upload bilang .csv o .xlsx.',
  importFileTooLarge:
    'Lampas sa {{0}} MB ang file. Hatiin ito sa mas maliliit na file at i-import nang isa-isa.',
  importNoRows: 'Walang row ng miyembro sa ilalim ng header row ng file. Punan ang isang row bawat miyembro.',
  importTooManyRows:
    'Higit sa {{0}} ang row ng miyembro sa file. Hanggang {{0}} miyembro lamang bawat import: hatiin ang file at i-upload ang bawat bahagi.',
  importFormula:
    'May formula ang file (cell {{0}}). Kopyahin ang mga cell at i-paste bilang values lamang, saka i-save at i-upload muli ang file.',
  importHeaderMissing:
    'Kulang sa header row ang mga column ng template: {{0}}. I-download ang template at panatilihin ang mga pangalan ng column nito.',
  importHeaderUnknown:
    'May mga column ang header row na wala sa template: {{0}}. I-download ang template at panatilihin ang mga pangalan ng column nito.',
  importHeaderRepeated:
    'Dalawang beses na pinangalanan ng header row ang column na {{0}}. Isang column lamang bawat pangalan.',
  importNothingToImport:
    'Walang row ng file na ito ang maaaring i-import. Itama ang mga tinanggihang row at i-upload muli ang file.',
  importConflict:
    'May ibang import o pagpaparehistro na nagdagdag ng ilan sa mga miyembrong ito. I-preview muli ang file.',
  importDone: '{{0}} miyembro ang na-import.',
  importBatchNotFound: 'Hindi nakita ang import.',
  importBatchHasClaims:
    'Hindi na mababawi ang import na ito: may mga claim na ang ilan sa mga miyembro nito.',
  importBatchAlreadyUndone: 'Nabawi na ang import na ito.',
  importBatchUndone: 'Nabawi ang import: {{0}} miyembro ang inalis.',
};
