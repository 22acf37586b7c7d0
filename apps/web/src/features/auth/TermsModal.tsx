import { LegalModal } from './LegalModal.tsx';
import { TermsAndConditions } from './legal/TermsAndConditions.tsx';

export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <LegalModal opened={opened} onClose={onClose} title="Terms and Conditions">
      <TermsAndConditions />
    </LegalModal>
  );
}
