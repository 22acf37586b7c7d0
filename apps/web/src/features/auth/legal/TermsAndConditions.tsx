import { LEGAL_LAST_UPDATED } from '../../../lib/constants.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useTexts } from '../../../lib/i18n/language.ts';
import { useLegalDocument } from '../texts.ts';
import { LegalText } from './LegalText.tsx';

/**
 * Terms and Conditions for staff using the portal (its wording: domain legal-text.ts, in the chosen
 * language). The wording is the City's to adjust; it states what staff accept when they register.
 */
export function TermsAndConditions() {
  const { locale } = useTexts();
  return (
    <LegalText
      document={useLegalDocument('terms')}
      values={{ date: formatDate(LEGAL_LAST_UPDATED, locale) }}
    />
  );
}
