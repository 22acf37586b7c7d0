/**
 * The registration page's own texts beside publicText.register (issue 26): its consents (spec 2) and
 * the two documents they accept, opened in a dialog (the documents' wording is in legal-text.ts).
 * register-text-fil.ts holds the Filipino of the same keys.
 */
import { ADMIN_ROLE_LABELS } from '../admins.ts';

export const registerText = {
  /** The documents' titles: the consents' links and the dialogs' titles. */
  documents: {
    terms: 'Terms and Conditions',
    privacy: 'Data Privacy Policy',
  },
  close: 'Close',
  /** The roles to choose from: the words the server's records keep. */
  roles: ADMIN_ROLE_LABELS,
  consents: {
    title: 'Consents',
    intro:
      'Please read the {{terms}} and the {{privacy}} before you tick the boxes below. All five are required.',
    /** The five consents' labels; they start with the words the CONTRACT fixes. */
    labels: {
      terms: 'I agree to the Terms and Conditions of the portal.',
      privacy: 'I agree to the Data Privacy Policy.',
      processing:
        'I consent to the processing of my personal data for the administration of my portal account.',
      professional:
        'I accept my professional responsibility for the accuracy and confidentiality of the records I handle.',
      security:
        'I will follow the security obligations, including keeping my password secret and signing out after use.',
    },
    /** The consents as a refusal names them ('… and Security obligations consent are required.'). */
    names: {
      terms: 'Terms and Conditions consent',
      privacy: 'Data Privacy Policy consent',
      processing: 'Personal data processing consent',
      professional: 'Professional responsibility consent',
      security: 'Security obligations consent',
    },
  },
} as const;
