import { type ReactNode, useState } from 'react';
import { PrintButton } from '../../../components/PrintButton.tsx';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import { ConfirmModal } from '../components/ConfirmModal.tsx';
import { useIdCardMessages } from '../texts.ts';

/**
 * Print for ID cards (one member's, or a batch): while a card lacks documents (`missing`), Print
 * asks first with `question` and prints only on "Print anyway".
 */
export function PrintCardsButton({
  disabled,
  missing,
  question,
}: {
  disabled: boolean;
  missing: boolean;
  question: ReactNode;
}) {
  const { t } = useMemberTexts();
  const idCardMessages = useIdCardMessages();
  const [asking, setAsking] = useState(false);
  return (
    <>
      {/* DECISIONS 54: asks first while QR codes would lead to localhost. */}
      <PrintButton disabled={disabled} onPrint={() => (missing ? setAsking(true) : window.print())} />
      <ConfirmModal
        opened={asking}
        title={idCardMessages.printWithoutTitle}
        confirmLabel={t('common.printAnyway')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          window.print();
        }}
      >
        {question}
      </ConfirmModal>
    </>
  );
}
