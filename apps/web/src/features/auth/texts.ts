import { type LegalDocument, legalText, registerText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';
import { loadedFilipino, useLanguage } from '../../lib/i18n/language.ts';
import { REGISTER_FIELD_LABELS, registerFieldLabels } from './register-form.ts';

/** The registration page's consents and documents' titles in the chosen language (issue 26). */
export const useRegisterTexts = () => useCatalogueTexts(registerText, (fil) => fil.registerTextFil);

/** One of the two documents a staff member accepts, in the chosen language (its Filipino in the Filipino chunk). */
export function useLegalDocument(name: keyof typeof legalText): LegalDocument {
  const language = useLanguage();
  const filipino = language === 'fil' ? loadedFilipino() : null;
  return (filipino ? filipino.legalTextFil : legalText)[name];
}

/** The registration form's fields and consents by their labels in the chosen language. */
export function useRegisterFieldLabels(): Readonly<Record<string, string>> {
  const language = useLanguage();
  const filipino = language === 'fil' ? loadedFilipino() : null;
  if (!filipino) return REGISTER_FIELD_LABELS;
  return registerFieldLabels({
    adminFields: filipino.adminTextFil.adminFields,
    account: filipino.publicTextFil.register,
    consentNames: filipino.registerTextFil.consents.names,
  });
}
