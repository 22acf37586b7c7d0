import { place } from '@portal/domain';
import type { Texts } from './language.ts';

/** The program's name and office in the page's language (constants.ts has the English ones for print). */
export function programTexts({ t }: Pick<Texts, 't'>) {
  const town = place.city.replace(/ City$/, '');
  return {
    name: t('frame.programName', { city: place.city }),
    office: t('frame.programOffice', { town, province: place.province }),
    /** A public page's document title: '{title} — Calapan City Health Assistance Portal'. */
    title: (title: string) => t('frame.titleSuffix', { title, city: place.city }),
  };
}
