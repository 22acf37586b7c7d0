import { LegalModal } from './LegalModal.tsx';
import { TermsAndConditions } from './legal/TermsAndConditions.tsx';
import { useRegisterTexts } from './texts.ts';

export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useRegisterTexts();
  return (
    <LegalModal opened={opened} onClose={onClose} title={t('documents.terms')}>
      <TermsAndConditions />
    </LegalModal>
  );
}
