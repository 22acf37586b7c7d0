/**
 * Filipino of id-card-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A message
 * function's arguments are `{{0}}`, `{{1}}`, … by position.
 */
import type { idCardMessages, idCardRefusals } from '../id-card-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const idCardRefusalsFil: CatalogueOf<typeof idCardRefusals> = {
  idCardsChooseOne:
    'Piliin kung aling mga ID card ang ipi-print: mga napiling miyembro, isang import batch o isang barangay (isa lamang sa mga ito).',
  idCardsTooMany:
    'Hanggang {{0}} ID card lamang ang maipi-print nang sabay; {{1}} ang napili. Pumili ng mas kaunting miyembro.',
};

export const idCardMessagesFil: CatalogueOf<typeof idCardMessages> = {
  missingDocuments:
    'Wala pang {{0}} ang card na ito: ipi-print ito nang may bakanteng puwang sa lugar nito. Idagdag ang kulang ({{1}}) sa Update Member, saka i-print.',
  printWithoutTitle: 'I-print nang wala ang kulang na mga dokumento?',
  printWithout: 'Ipi-print ang card nang walang {{0}}.',
  batchMissing: 'May kulang na dokumento ang {{0}} card at ipi-print ang mga ito nang may bakanteng puwang:',
  batchPrintWithout:
    'Ipi-print ang {{0}} card nang may kulang na dokumento (nakalista sa itaas ng mga papel).',
  batchPrintHint:
    'I-print nang magkabilang panig sa A4, binabaligtad sa mahabang gilid, sa scale na 100% (“Actual size”): nasa isang pahina ang mga harap ng bawat papel at nasa kasunod ang mga likod. Gupitin sa mga marka sa mga sulok ng card.',
  batchChoose:
    'Pumili ng mga miyembro sa Mga Rehistradong Miyembro (talahanayan), mag-print ng import batch mula sa Import Members, o pumili ng barangay dito.',
  batchEmpty: 'Walang miyembrong ipi-print: walang rehistradong miyembro (hindi naka-archive) sa napili.',
};
