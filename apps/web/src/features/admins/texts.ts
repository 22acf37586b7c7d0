import { adminsText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';

/** The Administrators page's texts in the chosen language (issue 26). */
export const useAdminsTexts = () => useCatalogueTexts(adminsText, (fil) => fil.adminsTextFil);

const MARK = '\u0001';

/** A text around one value shown in bold: the parts before and after `mark`'s place. */
export function splitAround(text: (mark: string) => string): [string, string] {
  const [before = '', after = ''] = text(MARK).split(MARK);
  return [before, after];
}
