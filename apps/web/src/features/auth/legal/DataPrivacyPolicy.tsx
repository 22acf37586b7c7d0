import { useLegalDocument } from '../texts.ts';
import { LegalText } from './LegalText.tsx';

/**
 * Placeholder address of the Data Protection Officer: the City must replace it
 * with the DPO's real contact details before the portal goes live.
 */
export const DPO_EMAIL = 'dpo@health-portal.calapancity.example';

/**
 * Data Privacy Policy under the Data Privacy Act of 2012 (RA 10173), its
 * Implementing Rules and Regulations and the National Privacy Commission's
 * circulars (its wording: domain legal-text.ts, in the chosen language).
 */
export function DataPrivacyPolicy() {
  return <LegalText document={useLegalDocument('privacy')} values={{ dpoEmail: DPO_EMAIL }} />;
}
