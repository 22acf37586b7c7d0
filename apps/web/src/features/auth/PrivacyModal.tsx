import { LegalModal } from './LegalModal.tsx';
import { DataPrivacyPolicy } from './legal/DataPrivacyPolicy.tsx';

export function PrivacyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <LegalModal opened={opened} onClose={onClose} title="Data Privacy Policy">
      <DataPrivacyPolicy />
    </LegalModal>
  );
}
