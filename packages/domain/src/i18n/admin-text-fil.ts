/** Filipino of admin-text.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. */
import type { adminText } from './admin-text.ts';
import type { CatalogueOf } from './catalogue.ts';

export const adminTextFil: CatalogueOf<typeof adminText> = {
  common: {
    checkingSession: 'Sinusuri ang iyong session…',
  },
};
