import { LegalModal } from './LegalModal.tsx';
import { DataPrivacyPolicy } from './legal/DataPrivacyPolicy.tsx';
import { useRegisterTexts } from './texts.ts';

export function PrivacyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useRegisterTexts();
  return (
    <LegalModal opened={opened} onClose={onClose} title={t('documents.privacy')}>
      <DataPrivacyPolicy />
    </LegalModal>
  );
}
