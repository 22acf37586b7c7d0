/**
 * Filipino of receipt-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A message
 * function's arguments are `{{0}}`, `{{1}}`, … by position.
 */
import type { receiptMessages } from '../receipt-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const receiptMessagesFil: CatalogueOf<typeof receiptMessages> = {
  receiptTitle: 'RESIBO NG PAGTANGGAP',
  receiptReprint: 'MULING PAG-PRINT',
  receiptVoid: 'VOID',
  receiptClaimNotFound:
    'Hindi nakita ang claim. Makapagpi-print lamang ng resibo para sa naitalang claim; maaaring naalis ito kasama ng miyembro nito.',
  receiptAcknowledgment:
    'Tinatanggap ko ang halagang nakasaad sa itaas bilang tulong pangkalusugan mula sa {{0}} para sa nabanggit na serbisyo.',
  receiptVoidNotice: 'Na-void ang claim na ito noong {{0}} ni {{1}}. Dahilan: {{2}}',
  receiptReprintNotice: 'Muling pag-print ng resibong unang inilabas noong {{0}}.',
  receiptRecordedBy: 'Itinala ang claim ni {{0}}.',
  receiptPrintedBy: 'Na-print noong {{0}} ni {{1}}.',
  receiptFormerAdmin: 'isang dating administrator',
  receiptRemaining: 'Natitira para sa {{0}}, {{1}}',
  receiptMembershipYear: 'taon ng membership {{0}} - {{1}}',
  receiptClaimantSignature: 'Lagda ng miyembro o ng claimant sa ibabaw ng nakalimbag na pangalan',
  receiptReleasedBy: 'Inilabas ni',
  receiptPreparing: 'Inihahanda ang resibo…',
  receiptPageHelp:
    'Sakop ng resibo ang itaas na kalahati ng A4 na papel. I-print ito, palagdaan sa miyembro o claimant, at itago ang may lagdang kopya kasama ng claim.',
  receiptPrintHint:
    'Sa print dialog, piliin ang A4 na papel, portrait, scale 100% (“Actual size”); gupitin sa putol-putol na linya.',
  receiptOpen: 'I-print ang resibo',
  receiptOpensNewTab: '(magbubukas sa bagong tab)',
  receiptPageTitle: 'Resibo ng pagtanggap',
  receiptBackToProfile: 'Bumalik sa profile',
  receiptMembersLink: 'Mga Rehistradong Miyembro',
  receiptPrint: 'I-print',
  receiptNotFoundHint: 'Buksan ang profile ng miyembro at piliin ang claim sa kasaysayan ng serbisyo.',
  receiptPhone: ' · Tel. {{0}}',
  receiptNumber: 'Blg.',
  receiptDate: 'Petsa',
  receiptMember: 'Miyembro',
  receiptReference: 'Reference No.',
  receiptBeneficiary: 'Benepisyaryo',
  receiptService: 'Serbisyo',
  receiptInstitution: 'Institusyon',
  receiptServiceDate: 'Petsa ng serbisyo',
  receiptAmountReceived: 'Halagang natanggap',
  receiptOutOf: 'sa',
  receiptCategories: { outpatient: 'Outpatient', inpatient: 'Inpatient' },
};
