/** Filipino of frame-text.ts (issue 26), key for key. */
import type { CatalogueOf } from './catalogue.ts';
import type { frameText } from './frame-text.ts';

export const frameTextFil: CatalogueOf<typeof frameText> = {
  showTypedCharacters: 'Ipakita ang tinipa',
  closeDialog: 'Isara ang dialog',
  closeNotification: 'Isara ang abiso',
};
