/**
 * Filipino of outage-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. A message
 * function's arguments are `{{0}}`, `{{1}}`, … by position.
 */
import type { outageMessages } from '../outage-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const outageMessagesFil: CatalogueOf<typeof outageMessages> = {
  storageUnavailable:
    'Hindi maabot ng portal ang imbakan ng mga file nito (kung saan nakatago ang mga larawan at pirma) sa ngayon. Walang na-save. Pakisubukang muli maya-maya.',
  diskFull:
    'Puno na ang disk ng server, kaya walang maise-save sa ngayon. Walang na-save, at makikita pa rin ang mga rekord. Hilingin sa punong administrator na magbakante ng espasyo sa disk.',
  shuttingDown: 'Nagre-restart ang portal. Walang na-save. Pakisubukang muli maya-maya.',
  imageUnavailable: 'Hindi ma-load ang larawan.',
  imageRetry: 'Subukang muli',
  diskLowTitle: 'Paubos na ang espasyo sa disk',
  diskLow:
    '{{0}} na lamang sa {{1}} ang bakante sa disk na may hawak ng {{2}} (ang database at ang mga file ng miyembro). Kapag napuno ito, walang maise-save.',
  diskLowAdvice:
    'Magbakante ng espasyo sa disk na iyon (mga lumang backup, ibang file) o ilipat ang data folder sa mas malaking disk.',
  diskWritesRefused: 'Hindi muna tatanggapin ang pag-save hangga’t hindi nababakante ang espasyo.',
};
