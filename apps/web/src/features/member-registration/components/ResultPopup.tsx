import { Alert, Modal } from '@mantine/core';
import { ALERT_CLOSE_MS } from '@portal/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';

export interface ResultPopupState {
  kind: 'success' | 'error';
  message: string;
}

/** The registration outcome popup (spec 2): closes by itself after ALERT_CLOSE_MS (3 s). */
export function ResultPopup({ result, onClose }: { result: ResultPopupState | null; onClose: () => void }) {
  const { t, tr } = useMemberTexts();
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(onClose, ALERT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [result, onClose]);

  const success = result?.kind === 'success';
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      withCloseButton
      centered
      title={success ? t('registration.resultTitle') : t('registration.resultFailed')}
      size="sm"
    >
      {result ? (
        <Alert
          color={success ? 'green' : 'red'}
          variant="light"
          role="alert"
          icon={
            success ? <IconCircleCheck size={20} aria-hidden /> : <IconAlertCircle size={20} aria-hidden />
          }
        >
          {tr(result.message)}
        </Alert>
      ) : null}
    </Modal>
  );
}
